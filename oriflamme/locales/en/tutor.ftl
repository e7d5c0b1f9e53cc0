# The tutor's words (oriflamme/tutor, oriflamme/widgets/lesson*.py).
tutor-menu-title = Lessons
tutor-chapter-1 = 1. The goal
tutor-chapter-2 = 2. Placement
tutor-chapter-3 = 3. The resolution phase
tutor-chapter-4 = 4. Elimination
tutor-chapter-5 = 5. Stacks
tutor-chapter-6 = 6. End of the game
tutor-chapter-7 = 7. The cards
tutor-chapter-8 = 8. Combinations
tutor-open = Start
tutor-reset = Reset stars
tutor-reset-tip = Reset the stars of the lesson “{ $lesson }”
tutor-stars-label = { $stars ->
    [one] { $stars } star of { $max }
   *[other] { $stars } stars of { $max }
}
tutor-done = done
tutor-step = Step { $n } of { $total }
tutor-intro-again = Read the lesson’s introduction again
tutor-hint = Hint
tutor-retry = Start over
tutor-next-lesson = Next lesson
tutor-menu = Back to lessons
tutor-continue = Next
tutor-goal = Goal
tutor-feedback = What happened
tutor-story-forced = Then there is no choice left, only one move: “{ $move }”.
tutor-story-for-you = { $again ->
        [yes] Then again we play for you: “{ $move }”.
       *[no] To show where this leads, we now play for you (you did not choose this move): “{ $move }”.
    }
tutor-stars = Stars: { $stars } of 3
tutor-not-done = not done yet
tutor-overview = Lessons done: { $done } of { $total } · stars: { $stars } of { $max }
tutor-your-move = Your move.
tutor-good = Good!
tutor-success = Lesson complete!
# the status line of a won lesson's board, frozen (issue 28)
tutor-board-done = Lesson complete: there are no more moves on this board. Next: “Next lesson” or “Start over”.
tutor-try-again = Try again: the position has not changed.
tutor-hint-move = The move: { $move }
tutor-wrong-generic = This move is allowed, but after it the goal can no longer be reached.
tutor-illegal-generic = That move is not allowed.
tutor-progress-corrupt = The progress file was damaged; it was kept as { $backup }. Progress starts afresh.
tutor-progress-unreadable = The progress file could not be read: { $error }
tutor-log-so-far = So far in this lesson

## Whose progress this is (issue 19: a class on one server; the progress file)

tutor-progress-corrupt-kept = The progress file { $path } was damaged and could not be moved aside ({ $error }). Progress starts afresh; the old file stays where it was.
tutor-progress-not-saved = Progress could not be saved in { $path } ({ $error }). Your stars stay for this session and will be saved as soon as possible.
tutor-learner-label = Your name
tutor-learner-placeholder = Type or choose a name
tutor-learner-use = That’s me
tutor-learner-tip = Your stars will be kept apart, under this name.
tutor-learner-current = { $known ->
    [yes] Your progress is saved under the name "{ $name }".
   *[no] { $where ->
        [browser] No name given: this progress is kept in this browser and shared by everyone who uses it without a name.
       *[server] No name given: this progress is shared by everyone who gave no name.
    }
}

## Courses: one per edition that has lessons (the lessons menu's top row)

tutor-course-base = Oriflamme
tutor-course-ablaze = Ablaze
tutor-course-alliance = Alliance
tutor-course-tip = The { $course } course: { $done } of { $total } lessons done

## The Orichalque course

tutor-course-orichalque = Orichalque

## Stars explained where they are given (issue 28)

tutor-stars-rule = 3 stars: the lesson won without a hint and without a move too many. Each hint and each move beyond those needed takes one star away; at least 1 is always left. A wrong move that the lesson explained and took back costs nothing.
tutor-stars-why = This time, hints used: { $hints }; moves too many: { $extra }.
