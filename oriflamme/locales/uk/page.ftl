# Сторінка у браузері (шаблон Voila share/jupyter/voila/templates/oriflamme): екран завантаження, назви вкладок, заголовки розділів.

## Екран завантаження і назви сторінок

page-brand = Орифлама
page-loading = Готуємо стіл: родини тасують свої карти…
page-loading-step = Розкладаємо карти: крок { $step } з { $total }…
page-title-index = Орифлама — вивчаємо правила
page-title-app = Орифлама — уроки, пісочниця, стіл учителя
page-title-sandbox = Пісочниця — Орифлама
page-title-chapter = Розділ { $n }. { $chapter } — Орифлама
page-chapter-heading = Розділ { $n }. { $chapter }

## Статичний сайт (voici, Pyodide): Python запускається у браузері учня
page-loading-kernel = Запускаємо гру у вашому браузері…

## Клас заходить одночасно: сторінка чекає на своє ядро, поки сервер готує місця по черзі
page-loading-wait = Зараз багато учнів заходять одночасно: сервер готує місце і для вас. Не закривайте сторінку — вона відкриється сама.

## Орихалк: екран завантаження і назва вкладки застосунку (app-orichalque-uk, app?game=orichalque)
page-orichalque-brand = Орихалк
page-orichalque-loading = Атлантида йде під воду: експедиції вирушають на пошуки нових земель…
page-orichalque-loading-step = Розкладаємо тайли місцевості: крок { $step } з { $total }…
page-title-app-orichalque = Орихалк — уроки, пісочниця, стіл учителя
