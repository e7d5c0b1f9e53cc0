# The class: the progress file, assignments by link, the teacher's class view (issue 31).
# oriflamme/widgets/progress_transfer.py, assignment.py, class_view.py, handout_panel.py

## The progress file: download it, open it elsewhere

progress-download = Download my progress
progress-download-tip = Save the file of your stars and open it on another computer, on Binder or on the site: the progress merges.
progress-download-none = No progress yet: finish a lesson, then you can download it.
progress-upload = Open a progress file
progress-upload-tip = A file downloaded here or elsewhere: your best stars are kept, nothing is lost.
progress-merged = File “{ $file }” merged: { $lessons ->
    [one] { $lessons } lesson in the file
   *[other] { $lessons } lessons in the file
}, you now have { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
} (new: { $gained }).
progress-merged-not-saved = File “{ $file }” merged, but the progress could not be saved: your stars stay until the end of the session. Download your progress so as not to lose it.

## Why a file is refused (your progress did not change)

progress-file-too-big = The file “{ $file }” is too big for a progress file. Your progress did not change.
progress-file-empty = The file “{ $file }” is empty. Your progress did not change.
progress-file-not-text = The file “{ $file }” is not text: it is not a progress file. Your progress did not change.
progress-file-not-json = The file “{ $file }” is damaged, or it is not a progress file. Your progress did not change.
progress-file-not-progress = The file “{ $file }” is not a progress file of the tutor. Your progress did not change.
progress-file-newer = The file “{ $file }” was written by a newer version of the tutor. Your progress did not change.
progress-file-bad-entry = In the file “{ $file }”, the entry “{ $detail }” is damaged. Your progress did not change.
progress-file-too-many = The file “{ $file }” has too many entries for a progress file. Your progress did not change.
progress-file-other-learner = The file “{ $file }” is the progress of “{ $detail }”. To open it, give that name first. Your progress did not change.
progress-file-unreadable = The file could not be read.

## Assignments by link: what the learner sees

assignment-title = Assignment for class “{ $klass }”
assignment-count = Done: { $done } of { $total }
assignment-name-note = Give your name above so that your teacher sees your progress.
assignment-open = Open
assignment-open-tip = Open the lesson “{ $lesson }”
assignment-unavailable = “{ $item }”: this exercise is not in this version of the tutor.
assignment-bad-link = The assignment’s link is damaged.
assignment-error-no-items = It names no lesson.
assignment-error-too-many = It names too many items.
assignment-error-bad-item = One of its items is misspelt.
assignment-error-no-class = The class’s name is missing.
assignment-error-long-class = The class’s name is too long (40 characters at most).

## Assignments by link: the builder at the teacher's desk

assignment-tab = Assignment by link
assignment-tab-tip = Make a list of lessons for a class and share it by a link
assignment-builder-title = Assignment by link
assignment-builder-intro = Name the class, pick the lessons in the order you want and send the link to your learners: it opens the list of lessons with their stars. The assignment’s completion shows in “My class”.
assignment-class = Class
assignment-class-placeholder = e.g. 7B
assignment-lang = Link’s language
assignment-course = Course
assignment-lesson = Lesson
assignment-add = Add
assignment-add-course = Add the whole course
assignment-add-course-tip = Add every lesson of this course not yet in the list
assignment-clear = Clear the list
assignment-empty = No lesson picked yet.
assignment-up = Move “{ $lesson }” up
assignment-down = Move “{ $lesson }” down
assignment-remove = Remove “{ $lesson }” from the list
assignment-link = Assignment for class “{ $klass }”: { $count ->
    [one] { $count } lesson
   *[other] { $count } lessons
}
assignment-copy = Copy the link
assignment-copied = Copied
assignment-copy-failed = Copy the link:

## My class (the teacher's view)

class-tab = My class
class-tab-tip = Every learner’s progress on this server: stars, attempts, mistakes
class-title = My class
class-gate-intro = Here you see the progress of every learner on this server. Type the teacher’s password.
class-password = Teacher’s password
class-unlock = Open
class-gate-wrong = Wrong password. { $left ->
    [one] { $left } try left.
   *[other] { $left } tries left.
}
class-gate-locked = Too many wrong passwords. Reload the page to try again.
class-course = Course
class-filter = Class
class-filter-all = All learners
class-assignment = Assignment
class-assignment-none = No assignment: the course’s lessons
class-assignment-option = “{ $klass }”: { $count ->
    [one] { $count } item
   *[other] { $count } items
}
class-sort = Sort
class-sort-name = by name
class-sort-stuck = who is stuck
class-sort-stars = by stars
class-sort-done = by lessons passed
class-sort-attempts = by attempts
class-sort-mistakes = by mistakes
class-sort-seen = by last activity
class-order = Reverse
class-order-tip = Reverse order
class-refresh = Refresh
class-auto = Refresh every { $seconds } s
class-upload = Add learners’ files
class-upload-tip = Progress files your learners downloaded on Binder or on the site (several at once)
class-forget = Remove the added files
class-forget-tip = Show only the progress saved on this server
class-files-merged = { $count ->
    [one] { $count } file added
   *[other] { $count } files added
}: { $names }.
class-summary = { $count ->
    [one] { $count } learner
   *[other] { $count } learners
} · files read at { $read }{ $files ->
    [0] {""}
    [one] {" "}· { $files } learner from an added file
   *[other] {" "}· { $files } learners from added files
}
class-empty = No learner has given a name on this server yet. Learners type their name at the top of the Lessons tab.
class-caption = The class’s progress: { $what }
class-col-learner = Learner
class-col-assignment = Assignment
class-col-stars = Stars
class-col-done = Lessons
class-col-seen = Last seen
class-assignment-done = { $done } of { $total }
class-assignment-not-opened = The learner has not opened this assignment’s link yet
class-badge-file = file
class-badge-unreadable = unreadable
class-cell-none = No attempt yet
class-cell = { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
} of 3 · { $attempts ->
    [one] { $attempts } attempt
   *[other] { $attempts } attempts
} · { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
} · last seen: { $seen }
class-cell-tries = { $attempts }×
class-legend = ★: the lesson’s stars (of 3); “3×”: the number of attempts. Red: { $stuck } attempts or more and no star yet. Hover over a cell for the details.
class-mistakes-title = The wrong moves made most often
class-mistakes-none = No mistake yet.
class-mistakes-lesson = Lesson
class-mistakes-move = The move, and what the lesson says about it
class-mistakes-rules = Rules
class-mistakes-times = Times
class-mistakes-learners = Learners
class-rules-title = Mistakes by rule (ruling ids)
class-rules-none = No mistake touching a rule yet.
class-rules-rule = Rule
class-rules-lessons = Lessons
class-rules-times = Mistakes
class-rules-learners = Learners
class-csv = Download the table (CSV)
class-csv-tip = A table for spreadsheets: one row per learner and lesson
class-csv-learner = Learner
class-csv-classes = Class
class-csv-course = Course
class-csv-lesson-id = Lesson id
class-csv-lesson = Lesson
class-csv-stars = Stars
class-csv-attempts = Attempts
class-csv-wins = Times passed
class-csv-mistakes = Mistakes
class-csv-seen = Last seen

## Handouts to print

handouts-tab = Handouts to print
handouts-tab-tip = A player aid per game and language, on an A4 sheet
handouts-title = Handouts to print
handouts-intro = A player aid on A4: how a round goes, every card with its ability and the rulings; for Orichalque, the buildings, the creatures and the odds of a fight.
handout-edition = Game
handout-lang = Language
handout-make = Prepare
handout-open = Open to print
handout-download = Download the page (HTML)
handout-pdf-make = Make the PDF
handout-pdf-tip = The server prints the page to PDF (a few seconds)
handout-pdf = Download the PDF
handout-pdf-working = Making the PDF…
handout-pdf-failed = The server could not make the PDF. Open the page to print and save it as PDF from the browser’s print dialog.
