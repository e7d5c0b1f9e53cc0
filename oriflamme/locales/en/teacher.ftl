## The teacher's desk (oriflamme/widgets/teacher.py)

teacher-tab = Teachers
teacher-title = The teacher's desk
teacher-intro = Show the class any position: the start of a lesson, a new game or your own scenario. You see every card and decide for every family; step back and forth to review what happened.
teacher-source = Position
teacher-own = Your own scenario
teacher-new = New game: “{ $edition }”
teacher-upload = Open a file
teacher-load = Show
teacher-export = Save the position
teacher-export-tip = Write the current position as a scenario, to share it or to go on from here
teacher-loaded = Position “{ $title }”. You decide for every family.
teacher-exported = The position is written in the box above: copy it and save it as a .json file.
teacher-error = The scenario could not be read. { $reason }
teacher-bad-move = Move { $number } (“{ $move }”) is impossible: { $reason }
teacher-not-text = The file “{ $name }” is not a text scenario.
teacher-hand = { $player }'s hand
teacher-turn = { $player } to play

## The teacher's toolkit (issue 13): save, share by link, what-if, presentation

scenario-error-link_too_long = the link is too long: { $size } characters, the limit is { $limit }.
scenario-error-bad_link = the link is damaged: copy it again in full.
teacher-meta-rules = Rulings: { $rules }
teacher-download = Download the position (.json)
teacher-download-tip = The scenario file of the position on screen; open it with the “Open a file” button
teacher-share = Link to this position
teacher-share-tip = Opens the tutor on the position on screen, in a new tab
teacher-share-too-long = This position does not fit in a link: download the file.
teacher-link-title = Position from a link
teacher-whatif = What if…? Play on from here
teacher-whatif-tip = Play on from the position on screen; the main line is kept
teacher-mainline = Back to the main line
teacher-branch = { $step ->
    [0] What if…? Another line from the starting position; the main line waits.
   *[other] What if…? Another line after move { $step }: in the log, the new moves start at move { $next }; the main line waits.
}
teacher-present = Presentation mode
teacher-present-tip = The table filling the window, with large cards, for a class
teacher-present-exit = Leave the presentation
teacher-present-prev = Previous step
teacher-present-next = Next step
teacher-present-class = Class view
teacher-present-teacher = Teacher view
teacher-present-view-tip = For the class, face-down cards show their backs, as the players see them
teacher-present-keys = Keys: → or Space — next step, ← — previous step, Esc — leave.
teacher-present-start = Starting position
teacher-present-step = Step { $step } of { $total }

## The position editor (issue 13, oriflamme/widgets/editor.py)

teacher-editor = Position editor
teacher-editor-tip = Build a position by clicking: cards in the queue, hands, influence, round and phase
editor-title = Position editor
editor-intro = Start from an empty table or from the position on screen. After every change the program checks the position against the rules; an error message names the field.
editor-players = Players
editor-empty = Empty table
editor-from-desk = Position on screen
editor-family = Family
editor-edition = Family's edition
editor-card = Card
editor-face-up-box = Face up
editor-tokens = Influence on the card
editor-verdict = Verdict token
editor-bribe = Bribery token
editor-no-bribe = No bribery token
editor-where = Where
editor-where-end = New stack at the end of the queue
editor-where-start = New stack at the start of the queue
editor-where-on = On stack { $pos }
editor-add = Add to the queue
editor-add-hand = Add to the hand
editor-clear-hand = Empty the hand
editor-queue = The queue
editor-move-left = Stack to the left
editor-move-right = Stack to the right
editor-remove = Take off the top card
editor-face-up = face up
editor-face-down = face down
editor-tokens-on = { $count ->
    [one] { $count } influence
   *[other] { $count } influence
}
editor-influence = Family's influence
editor-round = Round
editor-phase = Phase
editor-phase-placement = Placement phase
editor-phase-resolution = Resolution phase
editor-next = Who decides
editor-next-auto = As the rules say
editor-next-pos = The card at position { $pos }
editor-meta-title = Title
editor-meta-description = Description
editor-meta-rules = Rulings (comma-separated: B9, G5)
editor-error = The position is impossible. { $reason }
editor-use = Show at the desk

## The paste box (issue 28): for a teacher, no file of the repository named

teacher-paste-placeholder = Paste here a position saved with the “Save the position” button (JSON or YAML text), or open a scenario file…

## Finding a position, sharing it, the teacher-voiced status (issue 28)

teacher-group = Section
teacher-group-course = Lessons of the “{ $course }” course
teacher-search = Search
teacher-search-placeholder = Title of a lesson, a combo or a course…
teacher-search-found = { $count ->
    [one] { $count } position found
   *[other] { $count } positions found
}
teacher-search-nothing = Nothing found for “{ $query }”. Try another word or clear the search box.
teacher-share-copy = Copy the link
teacher-share-copied = Copied
teacher-share-copy-failed = Copy the link:
teacher-share-address = Link address
teacher-status-place = { $player } to play: choose a card from the hand, then its place in the queue.
teacher-status-place-card = { $player } to play: where does “{ $card }” go? At the start, at the end, or on one of this family's stacks.
teacher-status-place-card-ends = { $player } to play: where does “{ $card }” go? At the start or at the end of the queue.
teacher-status-reveal = { $player } to play: reveal “{ $card }” (position { $pos }) or leave it face down and add 1 influence on it?
teacher-status-target = { $player } to play: choose the target of “{ $card }”.
teacher-status-copy = { $player } to play: choose the character whose ability { $card_def } copies.
teacher-status-apply = { $player } to play: choose a face-up character of { $player } whose ability { $card_def } applies.
teacher-status-option = { $player } to play: which ability of “{ $card }” applies?
teacher-status-option-copied = { $player } to play: which ability of “{ $card }” applies? The “{ $copier }” is copying it.
teacher-status-destination = { $player } to play: where in the queue does the card go (“{ $card }”)?
teacher-status-swap = { $player } to play: which card from the hand replaces “{ $card }”?
teacher-status-token = { $player } to play: take an influence from “{ $card }” or spend it to repeat the ability?
teacher-status-from = { $player } to play: where does the character for “{ $card }” come from — the discard or the cards set aside?
teacher-status-other = { $player } to play: decide for “{ $card }”.
teacher-status-twin = { $player } to play: { card-prince.def } brings { card-twin.def } into play. Where does it go? At the start, at the end, or on one of this family's stacks, but not on { card-prince.def }.

## Every game at the teacher's desk (issue 25): a game's position loaded, a step
## told by its move alone, and a position that hides nothing from the players
teacher-loaded-any = Position “{ $title }”. You decide for every player.
teacher-present-move = { $player }: { $move }
teacher-present-same-view = Nothing is hidden from the players here: the class view is the same as the teacher view.

## The position editor of a game that says what can be set in it (Orichalque)
editor-pieces-intro = Start from a new deal or from the position on screen and change it one value at a time. The program checks every change against the rules: an impossible change is not made, and the message names the field and the reason.
editor-new-deal = New deal
editor-provisional-mark = (illustrative)
editor-provisional-note = What is marked “(illustrative)” depends on illustrative component data: the islands and tiles here are ours, the box’s may differ.
editor-refused = Change not made — { $section }, “{ $piece }”. { $reason }
