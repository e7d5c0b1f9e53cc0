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
