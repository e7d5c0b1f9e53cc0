"""Issue 27 (uk re-read #3, issue 28): the story under a wrong move shows what
the learner's move leads to and nothing the learner did not choose.

Past the learner's move the replay may need more of their moves to reach the
consequence. The run plays them only when the rules leave one (``forced``),
when the lesson names them (``then``) or when the game offers a stand-in
(Oriflamme: the first legal move); each is announced in the story by a line
of its own, so that no move reads as the learner's choice. Orichalque offers
no stand-in: its replay stops at the learner's next choice, so the story never
shows a payment for an extra action, a tile placed or a building the learner
did not choose.
"""

from __future__ import annotations

import pytest

from oriflamme.corpus import _open, _road, html_texts
from oriflamme.i18n import t
from oriflamme.tutor import LessonRun, all_lessons

LESSONS = all_lessons()
WRONG = [(les, w) for les in LESSONS for w in les.wrong]


def _run(les, w) -> LessonRun:
    run = LessonRun(les)
    steps = w.after if isinstance(w.after, tuple) else les.solution[: w.after or 0]
    for m in steps:
        assert run.try_move(m).ok
    k = 0
    while w.after is None and w.move not in run.legal_moves:
        assert run.try_move(les.solution[k]).ok
        k += 1
    return run


@pytest.mark.parametrize(
    ("les", "w"),
    [(les, w) for les, w in WRONG if les.edition == "orichalque"],
    ids=lambda x: getattr(x, "id", None) or getattr(x, "move", ""),
)
def test_an_orichalque_wrong_move_is_replayed_with_no_choice_made_for_the_learner(les, w):
    out = _run(les, w).try_move(w.move)
    assert out.kind == "wrong"
    chosen_for = [(kind, move) for _, kind, move, _ in out.played_for]
    assert all(kind == "forced" or move in w.then for kind, move in chosen_for), chosen_for
    # the uk re-read's example: an extra action paid for in a story where the
    # learner refused the card's action
    if w.move == "pass":
        assert not [e for e in out.events if e.get("event") == "paid"], out.events


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_every_move_played_for_the_learner_is_announced_in_the_story(lang):
    """Every wrong move of every course: before each learner move the run played
    for them, the story has a line saying so, naming the move."""
    announced = 0
    for les, w in WRONG if lang == "uk" else WRONG[::7]:
        run = _run(les, w)
        out = run.try_move(w.move)
        if not out.played_for:
            continue
        player = _open(les.id, lang)
        steps = w.after if isinstance(w.after, tuple) else les.solution[: w.after or 0]
        _road(player, steps)
        k = 0
        while w.after is None and w.move not in player.run.legal_moves:
            _road(player, [les.solution[k]])
            k += 1
        player.play(w.move)
        story = html_texts(player.feedback.value)
        game = run.game
        for i, (_, kind, move, view) in enumerate(out.played_for):
            label = game.move_text(move, lang, view)
            if kind == "forced":
                line = t("tutor-story-forced", lang, move=label)
            else:
                again = any(k2 != "forced" for _, k2, _, _ in out.played_for[:i])
                line = t("tutor-story-for-you", lang, move=label, again="yes" if again else "no")
            assert line in story, (les.id, w.move, line, story)
            announced += 1
    assert announced, "some replay goes on past the learner's move"


def test_the_fight_chain_story_shows_the_fight_its_text_tells():
    """The text under «fight the Gorgon first» tells the Cerberus fight that
    follows (1 die, 17 %, a 2: lost): the lesson names that move (``then``)
    and the story announces it as played for the learner."""
    les = next(x for x in LESSONS if x.id == "orichalque-fight-chain")
    w = next(x for x in les.wrong if x.move == "fight c3 2")
    out = _run(les, w).try_move(w.move)
    assert [(kind, move) for _, kind, move, _ in out.played_for] == [("for_you", "fight b3 0")]
    fights = [e for e in out.events if e.get("event") == "fight"]
    assert fights[-1]["creature"].startswith("cerberus") and fights[-1]["dice"] == [2], fights
    assert not fights[-1]["won"]
