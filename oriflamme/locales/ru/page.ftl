# Страница в браузере (шаблон Voila share/jupyter/voila/templates/oriflamme): экран загрузки, названия вкладок, заголовки глав.

## Экран загрузки и названия страниц

page-brand = Орифламма
page-loading = Готовим стол: семьи тасуют свои карты…
page-loading-step = Раскладываем карты: шаг { $step } из { $total }…
page-title-index = Орифламма — учебник по правилам
page-title-app = Орифламма — уроки, песочница, стол учителя
page-title-sandbox = Песочница — Орифламма
page-title-chapter = Глава { $n }. { $chapter } — Орифламма
page-chapter-heading = Глава { $n }. { $chapter }

## Статический сайт (voici, Pyodide): Python запускается в браузере ученика
page-loading-kernel = Запускаем игру в вашем браузере…

## Класс заходит одновременно: страница ждёт своё ядро, пока сервер по очереди готовит места
page-loading-wait = Сейчас много учеников заходят одновременно: сервер готовит место и для вас. Не закрывайте страницу — она откроется сама.

## Орихалк: экран загрузки и название вкладки приложения (app-orichalque-ru, app?game=orichalque)
page-orichalque-brand = Орихалк
page-orichalque-loading = Атлантида уходит под воду: экспедиции отправляются на поиски новых земель…
page-orichalque-loading-step = Раскладываем тайлы местности: шаг { $step } из { $total }…
page-title-app-orichalque = Орихалк — уроки, песочница, стол учителя
