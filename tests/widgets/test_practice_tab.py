"""The practice tab (issue 30): a puzzle answered with a button, the answer
played out on the game's own board and narrated, the rule explained, the
mistake queued — for both games, in uk, ru and fr; the puzzle files open at
the teacher's desk; ``python -m oriflamme puzzles`` writes them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oriflamme.__main__ import main
from oriflamme.games import get_game
from oriflamme.i18n import t
from oriflamme.practice.files import puzzle_file, read_puzzle
from oriflamme.practice.generate import generate
from oriflamme.tutor import Progress
from oriflamme.widgets.app import App
from oriflamme.widgets.practice import PracticeTab
from oriflamme.widgets.teacher import TeacherDesk


def wrong_choice(tab: PracticeTab) -> int:
    p = tab.puzzle
    assert p is not None
    # a distractor made by a misreading, when there is one: its text is shown
    named = [i for i, c in enumerate(p.choices) if c.id != p.answer and c.misreading]
    return (named or [i for i, c in enumerate(p.choices) if c.id != p.answer])[0]


@pytest.mark.parametrize("game", ["oriflamme", "orichalque"])
@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_a_wrong_answer_is_explained_played_out_and_queued(
    tmp_path: Path, game: str, lang: str
) -> None:
    tab = PracticeTab(lang, game=game, progress=Progress(tmp_path / "p.json"))
    p = tab.puzzle
    assert p is not None and len(tab.choices.children) == len(p.choices)
    for b in tab.buttons():
        assert b.description.strip() and b.tooltip  # a text label on every button
    before = tab.view.state.to_json()
    i = wrong_choice(tab)
    assert tab.answer(i) is False
    html = tab.feedback.value
    assert t("practice-wrong", lang) in html
    assert "ori-practice-feedback--wrong" in tab.feedback._dom_classes
    chosen = p.choices[i]
    if chosen.misreading:  # why this answer is wrong: the misreading, in words
        text = t(get_game(game).puzzles.misreadings[chosen.misreading].text_key, lang)
        assert text.split(":")[0][:30] in html.replace("&#x27;", "'").replace("&quot;", '"')
    if p.playout:  # the board shows the position after the answer's moves, narrated
        assert tab.view.state.to_json() != before
        assert t("practice-what-happened", lang) in html
    right = tab._buttons[[c.id for c in p.choices].index(p.answer)]
    assert "ori-practice-choice--right" in right._dom_classes
    assert all(b.disabled for b in tab._buttons)  # answered once
    assert tab.store.queue(), "the mistake is queued"
    assert t("practice-queue-title", lang) in tab.queue_box.value
    assert tab.next_puzzle()
    assert tab.chosen is None and tab.puzzle is not None
    q = tab.puzzle
    assert tab.answer(q.answer) is True
    assert t("practice-right", lang) in tab.feedback.value


def test_the_tab_follows_the_language_and_the_table(tmp_path: Path) -> None:
    tab = PracticeTab("uk", progress=Progress(tmp_path / "p.json"))
    uk = tab.question.value
    tab.lang = "fr"
    assert tab.question.value != uk and t("practice-next", "fr") == tab.next_button.description
    assert [o[0] for o in tab.table_picker.options][-1] == t("practice-table-mixed", "fr")
    tab.set_table("mixed")
    assert tab.puzzle is not None and tab.puzzle.source["table"] == "mixed"
    assert len(set(tab.puzzle.source["families"].values())) >= 2  # a mixed table


def test_a_review_asks_again_the_puzzle_missed(tmp_path: Path) -> None:
    from datetime import timedelta

    from oriflamme.practice import store as store_module

    tab = PracticeTab("ru", progress=Progress(tmp_path / "p.json"))
    missed = tab.puzzle
    assert missed is not None
    tab.answer(wrong_choice(tab))
    tab.next_puzzle()
    later = store_module.now() + timedelta(minutes=5)
    original = store_module.now
    store_module.now = lambda: later  # five minutes on: the mistake is due
    try:
        assert tab.store.due()
        tab.review()
    finally:
        store_module.now = original
    assert tab.puzzle is not None and tab.puzzle.fingerprint() == missed.fingerprint()


@pytest.mark.parametrize("game", ["oriflamme", "orichalque"])
def test_the_app_has_a_practice_tab_per_game(game: str) -> None:
    app = App("uk", game=game)
    assert "w-tab-practice" in app.tab_keys
    tab = app.practice
    assert isinstance(tab, PracticeTab) and tab.game.name == game
    assert app.tabs.titles[app.tab_keys.index("w-tab-practice")] == t("w-tab-practice", "uk")
    app.lang = "ru"
    assert tab.lang == "ru"
    # the learner is the lessons tab's
    assert tab.progress is app.lessons.progress


@pytest.mark.parametrize("game, table", [("oriflamme", "alliance"), ("orichalque", "orichalque")])
def test_puzzle_files_open_at_the_teachers_desk(game: str, table: str) -> None:
    for _, p in generate(game, table, 6, seed=4):
        data = json.loads(json.dumps(puzzle_file(p)))
        assert read_puzzle(data).section() == p.section()
        desk = TeacherDesk("fr")
        assert desk.load_data(data, "x"), desk.error.value
        kind = t(f"practice-kind-{p.kind}", "fr")
        assert desk.title == t("practice-file-title", "fr", kind=kind)
        question = " ".join(get_game(game).puzzles.render(x, "fr") for x in p.question)
        assert data["meta"]["description"]["fr"].startswith(question)
        assert "<br>A. " in desk.meta_html.value  # the choices, one per line
        assert desk.game.state.to_json() == get_game(game).from_json(p.scenario).to_json()


def test_the_puzzles_command_writes_the_same_files_for_the_same_seed(
    tmp_path: Path, capsys
) -> None:
    args = ["puzzles", "--game", "orichalque", "--count", "4", "--seed", "9"]
    assert main([*args, "--out", str(tmp_path / "a")]) == 0
    assert main([*args, "--out", str(tmp_path / "b")]) == 0
    a = sorted((tmp_path / "a").iterdir())
    b = sorted((tmp_path / "b").iterdir())
    assert len(a) == 4 and [x.name for x in a] == [x.name for x in b]
    assert all(x.read_text("utf-8") == y.read_text("utf-8") for x, y in zip(a, b, strict=True))
    out = capsys.readouterr()
    assert "4 puzzles" in out.err
    assert main(["puzzles", "--game", "oriflamme", "--edition", "orichalque"]) == 2
    assert "--edition" in capsys.readouterr().err
    assert main(["puzzles", "--game", "chess"]) == 2


@pytest.mark.parametrize("lang", ["uk", "ru", "fr", "en"])
def test_learners_never_see_ruling_ids_in_the_tags_queue_or_mastery(
    tmp_path: Path, lang: str
) -> None:
    """A rule is named by its title («Засідка»), never «Засідка (B9)»: ruling
    ids are for the teacher (docs/style-*.md §12; review texts-uk)."""
    import re

    tab = PracticeTab(lang, game="oriflamme", progress=Progress(tmp_path / "p.json"))
    p = tab.puzzle
    assert p is not None and p.rules
    tab.answer(wrong_choice(tab))
    ids = re.compile(r"\b[ABGLO][0-9]{1,2}[a-z]?\b")
    for html in (tab.tags.value, tab.queue_box.value, tab.mastery_box.value):
        assert not ids.search(html), html
    assert tab.rule_name(p.rules[0]) == t(f"practice-rule-{p.rules[0]}", lang)
