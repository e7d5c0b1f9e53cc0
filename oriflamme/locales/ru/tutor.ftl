# Слова наставника (oriflamme/tutor, oriflamme/widgets/lesson*.py).
tutor-menu-title = Уроки
tutor-chapter-1 = 1. Цель игры
tutor-chapter-2 = 2. Фаза планирования
tutor-chapter-3 = 3. Фаза событий
tutor-chapter-4 = 4. Устранение
tutor-chapter-5 = 5. Стеки
tutor-chapter-6 = 6. Конец игры
tutor-chapter-7 = 7. Карты
tutor-chapter-8 = 8. Связки карт
tutor-open = Начать
tutor-reset = Стереть звёзды
tutor-reset-tip = Стереть звёзды урока «{ $lesson }»
tutor-stars-label = { $stars ->
    [one] { $stars } звезда из { $max }
    [few] { $stars } звезды из { $max }
   *[other] { $stars } звёзд из { $max }
}
tutor-done = пройден
tutor-step = Шаг { $n } из { $total }
tutor-intro-again = Перечитать вступление к уроку
tutor-hint = Подсказка
tutor-retry = Начать заново
tutor-next-lesson = Следующий урок
tutor-menu = К урокам
tutor-continue = Далее
tutor-goal = Цель
tutor-feedback = Что произошло
tutor-story-forced = Дальше выбора нет, остаётся один ход: «{ $move }».
tutor-story-for-you = { $again ->
        [yes] Дальше снова ходим за вас: «{ $move }».
       *[no] Чтобы показать, к чему это ведёт, дальше ходим за вас (этот ход выбрали не вы): «{ $move }».
    }
tutor-stars = Звёзды: { $stars } из 3
tutor-not-done = ещё не пройден
tutor-overview = Пройдено уроков: { $done } из { $total } · звёзд: { $stars } из { $max }
tutor-your-move = Ваш ход.
tutor-good = Хорошо!
tutor-success = Урок пройден!
# the status line of a won lesson's board, frozen (issue 28)
tutor-board-done = Урок пройден: на этой доске ходов больше нет. Дальше — «Следующий урок» или «Начать заново».
tutor-try-again = Попробуйте ещё раз — позиция та же.
tutor-hint-move = Ход: { $move }
tutor-wrong-generic = Этот ход разрешён, но после него цели уже не достичь.
tutor-illegal-generic = Так сыграть нельзя.
tutor-progress-corrupt = Файл прогресса повреждён; он сохранён как { $backup }. Прогресс начинается с нуля.
tutor-progress-unreadable = Не удалось прочитать файл прогресса: { $error }
tutor-log-so-far = С начала урока

## Чей это прогресс (issue 19: много учеников на одном сервере; файл прогресса)

tutor-progress-corrupt-kept = Файл прогресса { $path } повреждён, а отложить его в сторону не удалось ({ $error }). Прогресс начинается с нуля; старый файл остался на месте.
tutor-progress-not-saved = Не удалось сохранить прогресс в { $path } ({ $error }). Звёзды остаются до конца занятия и запишутся, как только это станет возможно.
tutor-learner-label = Ваше имя
tutor-learner-placeholder = Введите или выберите имя
tutor-learner-use = Это я
tutor-learner-tip = Ваши звёзды будут храниться отдельно, под этим именем.
tutor-learner-current = { $known ->
    [yes] Ваш прогресс сохраняется под именем «{ $name }».
   *[no] { $where ->
        [browser] Имя не указано: этот прогресс хранится в этом браузере и общий для всех, кто пользуется им без имени.
       *[server] Имя не указано: этот прогресс общий для всех, кто не указал имени.
    }
}

## Courses: one per edition that has lessons (the lessons menu's top row)

tutor-course-base = Орифламма
tutor-course-ablaze = Пламя войны
tutor-course-alliance = Альянс
tutor-course-tip = Курс «{ $course }»: пройдено уроков { $done } из { $total }

## Курс «Орихалка»

tutor-course-orichalque = Орихалк

## Stars explained where they are given (issue 28)

tutor-stars-rule = 3 звезды — урок пройден без подсказок и без лишних ходов. Каждая подсказка и каждый ход сверх нужных отнимают одну звезду; остаётся не меньше 1. Ошибочный ход, который урок объяснил и вернул, звёзд не отнимает.
tutor-stars-why = В этот раз: подсказок — { $hints }, лишних ходов — { $extra }.
