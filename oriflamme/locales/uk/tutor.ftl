# Слова наставника (oriflamme/tutor, oriflamme/widgets/lesson*.py).
tutor-menu-title = Уроки
tutor-chapter-1 = 1. Мета гри
tutor-chapter-2 = 2. Фаза викладання
tutor-chapter-3 = 3. Фаза активації
tutor-chapter-4 = 4. Вилучення
tutor-chapter-5 = 5. Стоси
tutor-chapter-6 = 6. Кінець гри
tutor-chapter-7 = 7. Карти
tutor-chapter-8 = 8. Поєднання карт
tutor-open = Почати
tutor-reset = Стерти зірки
tutor-reset-tip = Стерти зірки уроку «{ $lesson }»
tutor-stars-label = { $stars ->
    [one] { $stars } зірка з { $max }
    [few] { $stars } зірки з { $max }
   *[other] { $stars } зірок з { $max }
}
tutor-done = пройдено
tutor-step = Крок { $n } з { $total }
tutor-intro-again = Перечитати вступ до уроку
tutor-hint = Підказка
tutor-retry = Почати знову
tutor-next-lesson = Наступний урок
tutor-menu = До уроків
tutor-continue = Далі
tutor-goal = Мета
tutor-feedback = Що сталося
tutor-story-forced = Далі вибору немає, лишається один хід: «{ $move }».
tutor-story-for-you = { $again ->
        [yes] Далі знову ходимо за вас: «{ $move }».
       *[no] Щоб показати, до чого це веде, далі ходимо за вас (цей хід вибрали не ви): «{ $move }».
    }
tutor-stars = Зірки: { $stars } з 3
tutor-not-done = ще не пройдено
tutor-overview = Пройдено уроків: { $done } з { $total } · зірок: { $stars } з { $max }
tutor-your-move = Ваш хід.
tutor-good = Добре!
tutor-success = Урок пройдено!
# the status line of a won lesson's board, frozen (issue 28)
tutor-board-done = Урок пройдено: на цій дошці ходів більше немає. Далі — «Наступний урок» або «Почати знову».
tutor-try-again = Спробуйте ще раз — позиція та сама.
tutor-hint-move = Хід: { $move }
tutor-wrong-generic = Цей хід дозволений, але після нього мети вже не досягти.
tutor-illegal-generic = Так зіграти не можна.
tutor-progress-corrupt = Файл прогресу пошкоджено; його збережено як { $backup }. Прогрес починається з нуля.
tutor-progress-unreadable = Не вдалося прочитати файл прогресу: { $error }
tutor-log-so-far = Від початку уроку

## Чий це прогрес (issue 19: багато учнів на одному сервері; файл прогресу)

tutor-progress-corrupt-kept = Файл прогресу { $path } пошкоджено, а відкласти його вбік не вдалося ({ $error }). Прогрес починається з нуля; старий файл лишився на місці.
tutor-progress-not-saved = Не вдалося зберегти прогрес у { $path } ({ $error }). Зірки лишаються до кінця заняття й запишуться, щойно це стане можливим.
tutor-learner-label = Ваше ім’я
tutor-learner-placeholder = Введіть або виберіть ім’я
tutor-learner-use = Це я
tutor-learner-tip = Ваші зірки зберігатимуться окремо, під цим ім’ям.
tutor-learner-current = { $known ->
    [yes] Ваш прогрес зберігається під ім’ям «{ $name }».
   *[no] { $where ->
        [browser] Ім’я не вказано: цей прогрес зберігається в цьому браузері й спільний для всіх, хто користується ним без імені.
       *[server] Ім’я не вказано: цей прогрес спільний для всіх, хто не вказав імені.
    }
}

## Courses: one per edition that has lessons (the lessons menu's top row)

tutor-course-base = Орифлама
tutor-course-ablaze = Полум’я війни
tutor-course-alliance = Альянс
tutor-course-tip = Курс «{ $course }»: пройдено уроків { $done } з { $total }

## Курс «Орихалку»

tutor-course-orichalque = Орихалк

## Stars explained where they are given (issue 28)

tutor-stars-rule = 3 зірки — урок пройдено без підказок і без зайвих ходів. Кожна підказка й кожен хід понад потрібні забирають одну зірку; щонайменше лишається 1. Хибний хід, який урок пояснив і повернув, зірок не забирає.
tutor-stars-why = Цього разу: підказок — { $hints }, зайвих ходів — { $extra }.
