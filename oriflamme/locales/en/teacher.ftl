## The teacher's desk (oriflamme/widgets/teacher.py)

teacher-tab = Teachers
teacher-title = The teacher's desk
teacher-intro = Show the class any position: the start of a lesson, a new game or your own scenario. You see every card and decide for every family; step back and forth to review what happened.
teacher-source = Position
teacher-own = Your own scenario
teacher-new = New game: { $edition }
teacher-text-placeholder = Paste a scenario as JSON or YAML (see docs/protocol.md)…
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
