# General interface strings (English, a 4th language; never shown as a fallback).

lang-name = English
    .order = 4
language = Language
app-title = Oriflamme
edition-base = Oriflamme
edition-ablaze = Oriflamme: Ablaze
edition-alliance = Oriflamme: Alliance

## Game and learning

game = Game
new-game = New game
sandbox = Sandbox
lessons = Lessons
lesson = Lesson { $number }
next-lesson = Next lesson
retry = Try again
undo = Undo
redo = Redo
hint = Hint
goal = Goal
well-done = Well done!
try-again = Not quite. Try again.
lesson-complete = Lesson complete!
stars = { $count ->
    [one] { $count } star
   *[other] { $count } stars
}
your-turn = Your turn
waiting-for = Waiting for { $player }…
list-and = and
list-or = or

## Round and phases

round = Round { $round } of 6
round-short = Round { $round }
phase-placement = Placement phase
phase-resolution = Resolution phase
phase-finished = Game over
first-player = First player
direction = Resolution direction
direction-ltr = Left to right
direction-rtl = Right to left

## Queue and zones

queue = Queue
queue-start = Start of the queue
queue-end = End of the queue
queue-empty = The queue is empty
stack = Stack
on-stack = { $count ->
    [one] { $count } card in the stack
   *[other] { $count } cards in the stack
}
position = Position { $position }
face-up = Face up
face-down = Face down
hand = Hand
discard = Discard
aside = Set-aside cards
kept = Kept cards
supply = Supply
cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## Actions

reveal = Reveal
bank = Leave face down
bank-hint = Leave the card face down and put 1 influence on it
place-start = At the start of the queue
place-end = At the end of the queue
place-stack = On your stack
option = Option { $option }

## Influence and result

influence = Influence
influence-amount = { $count } influence
score = Score
player = Player
family = Family
winner = { $count ->
    [one] Winner: { $players }
   *[other] Winners: { $players }
}

## Decisions the game waits for (decision-<kind>)

decision-place = Play a card from your hand: at the start of the queue, at the end, or on your own stack.
decision-place_twin = Put the Twin into the queue.
decision-reveal = Reveal the card or leave it face down?
decision-target = Choose a target.
decision-destination = Choose where to move it.
decision-option = Choose an option of the ability.
decision-swap = Choose a card from your hand to swap in.
decision-combination = Take the token, or spend it to apply an ability again?
decision-source = Where from: your discard or your set-aside cards?

## Moves in words (move_text)

move-play = { $where ->
    [start] Play { $card_def } at the start of the queue
    [end] Play { $card_def } at the end of the queue
   *[stack] Play { $card_def } on the stack (position { $position_num })
}
move-reveal = Reveal the card
move-bank = Leave it face down (+1 influence on the card)
move-target = Choose the card at position { $position_num }
move-target-card = { $card_known ->
    [yes] Choose { $owner_of } { $card } (position { $position_num })
   *[no] Choose { $owner_of } face-down card (position { $position_num })
}
move-copy-card = { $card_known ->
    [yes] Copy the ability of { $owner_of } { $card } (position { $position_num })
   *[no] Copy the ability of { $owner_of } face-down card (position { $position_num })
}
move-apply-card = { $card_known ->
    [yes] Apply the ability of { $owner_of } { $card } (position { $position_num })
   *[no] Apply the ability of { $owner_of } face-down card (position { $position_num })
}
move-option = Option { $option }
move-to = Move it to position { $position_num }
move-swap = Swap in { $card_def }
move-take = Take the token
move-repeat = Apply an ability again
move-from = { $source ->
    [discard] Take it from the discard
   *[aside] Take it from the set-aside cards
}

## Players (families); .of is the possessive: "Red's Archer".

player-red = Red
    .of = Red's
player-blue = Blue
    .of = Blue's
player-green = Green
    .of = Green's
player-yellow = Yellow
    .of = Yellow's
player-purple = Purple
    .of = Purple's
player-other = { $id }
    .of = { $id }'s
