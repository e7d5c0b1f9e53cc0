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
