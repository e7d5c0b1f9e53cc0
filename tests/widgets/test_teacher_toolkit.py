"""The teacher's toolkit (issue 13): the position on screen saved and shared,
the scenario's own title beside the board, «What if…?» branches, presentation."""

from __future__ import annotations

import base64
import html
import json
import re

import pytest

from oriflamme.core.link import encode_link
from oriflamme.games.oriflamme.engine.scenario import load_scenario
from oriflamme.i18n import t
from oriflamme.widgets.app import App, link_from_query
from oriflamme.widgets.presentation import CLASS, TEACHER
from oriflamme.widgets.teacher import OWN, TeacherDesk

#: tutorials/base/42-combo-ambush-trap.yaml, its solution and blue's scripted reply
AMBUSH = {
    "meta": {
        "title": {"uk": "Пастка із Засідкою", "fr": "Le piège de l’Embuscade"},
        "description": {"uk": "Засідка на стосі захищає Змову.", "fr": "L’Embuscade protège."},
        "rules": ["B9"],
    },
    "players": ["red", "blue"],
    "round": 4,
    "influence": {"red": 1, "blue": 1},
    "queue": [
        [{"card": "soldier", "owner": "blue", "face_up": True}],
        [{"card": "conspiracy", "owner": "red", "tokens": 3}],
    ],
    "hands": {"red": ["ambush", "spy"], "blue": []},
    "moves": ["play ambush on 1", "target 1", "reveal"],
}


def _desk(lang: str = "uk", data: dict | None = None) -> TeacherDesk:
    desk = TeacherDesk(lang)
    desk.source.value = OWN
    desk.text.value = json.dumps(data or AMBUSH, ensure_ascii=False)
    assert desk.load(), desk.error.value
    return desk


def _downloaded(desk: TeacherDesk) -> dict:
    href = re.search(r'class="ori-scenario-download[^"]*"[^>]*href="([^"]+)"', desk.links.value)
    assert href, desk.links.value
    prefix = "data:application/json;base64,"
    assert href.group(1).startswith(prefix)
    return json.loads(base64.b64decode(href.group(1)[len(prefix) :]))


def test_a_scenarios_moves_become_steps_and_its_meta_is_shown_beside_the_board() -> None:
    desk = _desk("fr")
    assert desk.game is not None and len(desk.game.session.steps) == 3
    assert not desk.game.back_button.disabled  # the teacher can step back through them
    assert desk.title == "Le piège de l’Embuscade"
    assert "L’Embuscade protège." in html.unescape(desk.meta_html.value)
    assert "B9" in desk.meta_html.value


def test_download_is_the_position_on_screen_also_when_stepped_back() -> None:
    desk = _desk()
    live = _downloaded(desk)
    assert live["hands"] == {"red": ["spy"], "blue": []}  # the Spy is still to place
    assert live["meta"] == AMBUSH["meta"]
    desk.game.step_back()
    desk.game.step_back()
    desk.game.step_back()  # the start: the Ambush still in red's hand
    start = _downloaded(desk)
    assert start["hands"] == {"red": ["ambush", "spy"], "blue": []}
    assert "moves" not in start
    again = _desk(data=start)  # and it opens as the same position
    assert again.game.state.to_json() == load_scenario(start).to_json()
    assert desk.export() and json.loads(desk.text.value)["hands"] == start["hands"]


def test_share_link_opens_the_app_on_the_position_on_screen() -> None:
    desk = _desk("fr")
    desk.game.step_back()
    query = desk.share_query()
    assert query is not None and query.startswith("?lang=fr&scenario=")
    assert html.escape(query) in desk.links.value
    link = link_from_query(query)
    app = App("fr", link=link)
    assert app.tabs.selected_index == app.tab_keys.index("teacher-tab")
    shown = app.teacher.game
    assert shown is not None
    assert shown.state.to_json() == desk.screen_state().to_json()
    assert app.teacher.title == "Le piège de l’Embuscade"


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
@pytest.mark.parametrize(
    ("source", "title_key"),
    [
        ("card-soldier", "lesson-card-soldier-title"),
        ("orichalque-goal", "lesson-orichalque-goal-title"),
        ("combo:ambush-trap", "combo-ambush-trap-title"),
    ],
)
def test_a_shared_lesson_position_opens_under_its_own_title(
    lang: str, source: str, title_key: str
) -> None:
    """Issue 28: the share link of a lesson's (or a combo's) position, stepped
    on, opens under that position's title in the language of whoever opens it —
    not «a position from a link» (teacher-link-title); its file carries the
    title too. A pasted scenario without a title still opens as «from a link»."""
    desk = TeacherDesk(lang)
    desk.source.value = source
    assert desk.load()
    query = desk.share_query()
    assert query is not None
    for other in ("uk", "fr"):
        app = App(other, link=link_from_query(query.replace(f"lang={lang}", f"lang={other}")))
        assert app.teacher.title == t(title_key, other)
        assert app.teacher.title != t("teacher-link-title", other)
    data = json.loads(desk.export())
    assert data["meta"]["title"][lang] == t(title_key, lang)

    own = TeacherDesk(lang)
    own.source.value = OWN
    own.text.value = json.dumps({k: v for k, v in data.items() if k != "meta"})
    assert own.load()
    again = App(lang, link=link_from_query(own.share_query() or ""))
    assert again.teacher.title == t("teacher-link-title", lang)


def test_a_lesson_link_opens_that_lessons_position() -> None:
    app = App("ru", link=link_from_query("lang=ru&lesson=combo-ambush-trap"))
    assert app.teacher.source.value == "combo-ambush-trap"
    assert app.teacher.game is not None


@pytest.mark.parametrize(
    ("link", "words"),
    [
        (
            {"scenario": "abc$"},
            {
                "uk": "посилання пошкоджене",
                "ru": "ссылка повреждена",
                "fr": "le lien est endommagé",
            },
        ),
        (
            {"scenario": "A" * 20_000},
            {
                "uk": "посилання задовге",
                "ru": "ссылка слишком длинная",
                "fr": "le lien est trop long",
            },
        ),
        (
            {"lesson": "no-such-lesson"},
            {
                "uk": "посилання пошкоджене",
                "ru": "ссылка повреждена",
                "fr": "le lien est endommagé",
            },
        ),
    ],
)
@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_a_bad_link_is_an_error_in_the_teachers_language(
    link: dict, words: dict, lang: str
) -> None:
    app = App(lang, link=link)
    desk = app.teacher
    assert words[lang] in html.unescape(desk.error.value)
    assert desk.game is not None  # the desk stays usable


def test_what_if_plays_on_from_a_stepped_back_position_and_returns_to_the_main_line() -> None:
    desk = _desk()
    main = desk.game
    assert not desk.what_if()  # live: nothing to branch from
    main.step_back()
    main.step_back()  # after the Ambush is placed, before blue's Soldier strikes
    assert desk.what_if()
    branch = desk.game
    # the branch keeps the main line's moves up to the branch point (issue 28):
    # its log numbers its own moves from there, as the note says
    assert branch is not main
    assert [s.move for s in branch.session.steps] == [main.session.steps[0].move]
    assert branch.state.pending.player == "blue"
    assert "після ходу 1" in desk.branch_note.value and "з 2-го" in desk.branch_note.value
    assert branch.play("target 1")  # what blue does in the branch…
    head = r'data-step="(\d+)"><div class="ori-log__head">([^<]*)<'
    newest = re.search(head, branch.log_view.value)
    assert newest is not None and newest.group(1) == "2"
    assert newest.group(2).startswith("Хід 2 ·")
    assert desk.mainline_button.layout.display != "none"
    assert desk.whatif_button.layout.display == "none"
    assert desk.main_line()
    assert desk.game is main and main.replay_step == 1  # …the main line is untouched
    assert len(main.session.steps) == 3


def test_presentation_steps_through_the_moves_and_class_view_hides_face_down_cards() -> None:
    desk = _desk("fr")
    desk.game.step_back()
    desk.game.step_back()
    desk.game.step_back()
    desk.present()
    show = desk.presentation
    assert desk.children == (show,)  # the teacher's controls are hidden
    assert show.step == 0 and show.prev_button.disabled
    assert "L’Embuscade protège." in html.unescape(show.narration.value)  # the description
    # class view: red's face-down Conspiracy is a back, the hands are hidden
    view = show.view()
    assert view["queue"][1][0]["card"] is None and view["hands"]["red"] == [None, None]
    show.set_view(TEACHER)
    assert show.view()["queue"][1][0]["card"] == "conspiracy"
    show.set_view(CLASS)
    show.next()
    assert show.step == 1 and "Étape 1 sur 3" in html.unescape(show.narration.value)
    show.next()
    show.next()
    show.next()  # nothing past the last step
    assert show.step == 3 and show.next_button.disabled
    show.previous()
    desk.lang = "uk"  # the presentation follows the language picker
    assert "Пастка із Засідкою" in show.heading.value and "Крок 2 з 3" in show.counter.value
    show.exit()
    assert desk.presentation is None and desk.game.replay_step == 2
    assert desk.links in desk.children


def test_the_upload_button_reads_its_label_not_a_count() -> None:
    desk = TeacherDesk("fr")
    css = desk.upload_css.value
    assert "font-size:0" in css and json.dumps("Ouvrir un fichier") in css
    desk.lang = "uk"
    # the label as written: CSS reads no \\uXXXX escapes (issue 28: «u0412u0456…»)
    assert 'content:"Відкрити файл"' in desk.upload_css.value
    assert "\\u" not in desk.upload_css.value


def test_encoded_link_of_an_exported_position_loads_back_the_same() -> None:
    desk = _desk()
    state = desk.screen_state()
    app = App("uk", link={"scenario": encode_link(_downloaded(desk))})
    assert app.teacher.game.state.to_json() == state.to_json()
