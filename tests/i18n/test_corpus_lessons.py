"""Issue 27: the corpus keeps every wrong move's story whole.

The Russian review (texts-ru.md A4) judged a wrong-move text false because the
replay under it seemed to stop short: the same move («target 0») is scripted at
two steps of the Shapeshifter lesson, both stories had one source, and the
second lost every line already met in the first. Each story now has its step.
"""

from __future__ import annotations

from oriflamme.corpus import Corpus, lesson_texts
from oriflamme.tutor import lesson


def test_the_same_wrong_move_at_two_steps_keeps_both_stories_whole() -> None:
    """B5 lesson: after the Shapeshifter eliminated the Lord (move 3), the blue
    Soldier still eliminates the Heir — the story under that text shows it."""
    c = Corpus("ru")
    lesson_texts(c, lesson("card-shapeshifter"))
    second = [e.text for e in c.entries if "at move 3" in e.source]
    assert "Вы устранили Лорда, а не Солдата" in " ".join(second)
    assert "Солдат синего игрока устраняет Наследника красного игрока." in second


def test_l7_a_line_said_twice_in_one_story_is_kept_twice() -> None:
    """L7: an Insurrection eliminates the card before it, then the card after
    it — its owner gets «+1 for the elimination» twice. The story keeps both
    lines (keyed on their place in it), so that a reviewer can add up the
    points (the ru re-read's T1: the second one disappeared)."""
    c = Corpus("ru")
    lesson_texts(c, lesson("card-insurrection"))
    line = "Красный получает 1 очко влияния за устранение."
    solution = [e.text for e in c.entries if e.source.startswith("solution move 2")]
    assert solution.count(line) == 2, solution


def test_l6_an_option_move_is_said_in_its_cards_words() -> None:
    """L6: the Judge's options. The corpus names a move as the learner's board
    does — «+1 очко впливу і жетон вироку на карту», never the bare «Варіант 1»
    (the uk re-read's D2: the corpus called ``move_text`` without the view)."""
    c = Corpus("uk")
    lesson_texts(c, lesson("card-judge"))
    sources = {e.source for e in c.entries}
    assert any("«+1 очко впливу і жетон вироку на карту»" in s for s in sources), sources
    assert not any("Варіант" in s for s in sources), sources
