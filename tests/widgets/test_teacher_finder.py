"""The teacher's desk, issue 28 item 5: a position list grouped by course and
combos, searchable, the picked game's courses first; a share link that copies;
a status that speaks to the teacher; the uk review's C1, F1 and G1."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from oriflamme.i18n import t
from oriflamme.tutor.combos import combos
from oriflamme.tutor.course import courses, lessons
from oriflamme.widgets.teacher import OWN, TeacherDesk

LOCALES = Path(__file__).resolve().parents[2] / "oriflamme" / "locales"


def labels(desk: TeacherDesk) -> list[str]:
    return [label for label, _value in desk.source.options]


def values(desk: TeacherDesk) -> list[str]:
    return [value for _label, value in desk.source.options]


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_the_list_is_grouped_by_course_and_combos(lang: str) -> None:
    desk = TeacherDesk(lang)
    keys = [key for _label, key in desk.groups()]
    assert keys == [f"course:{e}" for e in courses()] + ["combos"]
    # one group on show at a time, under your own scenario and the new deals
    assert desk.group.value == "course:base"
    base = [x.id for x in lessons("base")]
    assert values(desk) == [OWN, "new:base", "new:ablaze", "new:alliance", "new:orichalque", *base]
    desk.group.value = "combos"
    assert values(desk)[5:] == [f"combo:{c.id}" for c in combos()]
    # a combo's label is its own title: the group names the library (review F1)
    assert labels(desk)[5] == t(combos()[0].title, lang)
    desk.group.value = "course:orichalque"
    assert values(desk)[5:] == [x.id for x in lessons("orichalque")]
    # every position is in exactly one group, none lost from the old flat list
    every = [v for _l, v in desk.positions()]
    assert (
        len(every) == len(set(every)) == 5 + sum(len(lessons(e)) for e in courses()) + len(combos())
    )
    assert {label for label, _key in desk.groups()} >= {t("combos-library", lang)}


def test_a_position_set_from_code_opens_its_group() -> None:
    desk = TeacherDesk("uk")
    desk.source.value = "combo:cutthroat-queens"  # not on show: its group opens
    assert desk.group.value == "combos" and desk.source.value == "combo:cutthroat-queens"
    desk.source.value = "new:base"  # the first group is always on show: nothing moves
    assert desk.group.value == "combos"
    with pytest.raises(Exception):  # noqa: B017 - an unknown position stays an error
        desk.source.value = "no-such-lesson"


@pytest.mark.parametrize(
    ("lang", "query", "expected"),
    [
        ("uk", "шпигун", "card-spy"),
        ("uk", "ШПИГУН", "card-spy"),
        ("ru", "шпион", "card-spy"),
        ("fr", "espion", "card-spy"),
    ],
)
def test_search_narrows_the_list_as_one_types(lang: str, query: str, expected: str) -> None:
    desk = TeacherDesk(lang)
    full = len(desk.positions())
    desk.search.value = query[:1]
    wide = len(desk.source.options)
    desk.search.value = query
    found = values(desk)
    assert expected in found and 0 < len(found) < wide <= full
    # a match from another group carries its group's name
    spy = dict((v, k) for k, v in desk.source.options)[expected]
    assert spy.endswith(
        " · " + t("teacher-group-course", lang, course=t("tutor-course-base", lang))
    )
    status = html.unescape(desk.found.value)
    assert 'role="status"' in status
    assert t("teacher-search-found", lang, count=len(found)) in status
    desk.search.value = ""  # cleared: the group is back, the choice kept if on show
    assert len(desk.source.options) > len(found)
    assert desk.found.value.count("></span>") == 1  # nothing said


def test_search_ignores_the_apostrophes_spelling_and_finds_a_whole_course() -> None:
    desk = TeacherDesk("uk")
    desk.search.value = "полум'я"  # typed with ', the title has ’
    found = values(desk)
    assert "new:ablaze" in found
    assert {x.id for x in lessons("ablaze")} <= set(found)  # the course's name matches


@pytest.mark.parametrize(
    ("lang", "words"),
    [("uk", "Нічого не знайдено"), ("ru", "ничего не найдено"), ("fr", "Aucun résultat")],
)
def test_nothing_found_says_so_and_keeps_the_choice(lang: str, words: str) -> None:
    desk = TeacherDesk(lang)
    desk.source.value = "card-spy"
    desk.search.value = "zzqx"
    said = html.unescape(desk.found.value)
    assert words in said and "«\u00a0zzqx\u00a0»" in said if lang == "fr" else "«zzqx»" in said
    assert "ori-teacher-found--none" in said
    assert values(desk) == ["card-spy"] and desk.source.value == "card-spy"
    assert desk.load()  # the desk stays usable


def test_with_orichalque_picked_its_course_and_deal_come_first() -> None:
    desk = TeacherDesk("uk", game="orichalque")
    keys = [key for _label, key in desk.groups()]
    assert keys[0] == "course:orichalque"
    assert keys[1:] == ["course:base", "course:ablaze", "course:alliance", "combos"]
    assert values(desk)[:2] == [OWN, "new:orichalque"]
    assert desk.source.value == "new:orichalque"  # the desk opens on a deal of its game
    assert values(desk)[5:] == [x.id for x in lessons("orichalque")]
    # Oriflamme picked (the default): its courses first, Orichalque's last
    plain = [key for _label, key in TeacherDesk("uk").groups()]
    assert plain[0] == "course:base" and plain[-2] == "course:orichalque"


def test_the_apps_orichalque_desk_lists_orichalque_first() -> None:
    from oriflamme.widgets.app import App

    app = App(lang="uk", game="orichalque")
    desk = app.teacher
    assert desk.groups()[0][1] == "course:orichalque"
    assert desk.game is not None and desk.source.value == "new:orichalque"


@pytest.mark.parametrize(
    ("lang", "copy", "done"),
    [
        ("uk", "Копіювати посилання", "Скопійовано"),
        ("ru", "Копировать ссылку", "Скопировано"),
        ("fr", "Copier le lien", "Copié"),
    ],
)
def test_the_share_link_has_a_copy_button_and_an_address_field(
    lang: str, copy: str, done: str
) -> None:
    desk = TeacherDesk(lang)
    links = html.unescape(desk.links.value)
    query = desk.share_query()
    assert query is not None
    assert f'class="ori-share-link" href="{query}"' in links
    button = re.search(r"<button[^>]*ori-share-copy[^>]*>([^<]*)</button>", links)
    assert button is not None and button.group(1) == copy
    assert f'data-done="{done}"' in button.group(0) and f'data-href="{query}"' in button.group(0)
    assert "navigator.clipboard" in button.group(0)
    field = re.search(r"<label class=\"ori-share-address\"><span>([^<]*)</span><input[^>]*>", links)
    assert field is not None and field.group(1) == t("teacher-share-address", lang)
    assert "readonly" in field.group(0) and f'value="{query}"' in field.group(0)
    # the link follows the position on screen
    desk.game.play(desk.game.state.legal_moves()[0])
    assert desk.share_query() != query and desk.share_query() in html.unescape(desk.links.value)


YOUR_TURN = {"uk": "Ваш хід", "ru": "Ваш ход", "fr": "À vous"}
TEACHER_TURN = {"uk": "Хід {}:", "ru": "Ход {}:", "fr": "À {} de jouer\u00a0:"}


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_the_desk_speaks_to_the_teacher_at_every_decision(lang: str) -> None:
    """The teacher plays every family: each status names whose move it is,
    never «your move», through placement, reveals and targets (a lesson's position)."""
    from oriflamme.widgets.text import player_forms

    desk = TeacherDesk(lang)
    desk.source.value = "new:base"
    assert desk.load()
    game = desk.game
    seen = set()
    for _ in range(40):
        pending = game.state.pending
        if pending is None:
            break
        status = html.unescape(game.status.value)
        forms = player_forms("player", pending.player, lang)
        who = forms.get("player_gen", forms["player"])
        assert TEACHER_TURN[lang].format(who) in status, status
        assert YOUR_TURN[lang] not in status
        seen.add(pending.decision)
        move = sorted(game.state.legal_moves())[0]
        if move.startswith("play "):
            game.select(move.split()[1])
            status = html.unescape(game.status.value)
            assert TEACHER_TURN[lang].format(who) in status and YOUR_TURN[lang] not in status
        assert game.play(move)
    assert len(seen) >= 2, seen  # placement and resolution decisions both met


def test_the_status_speaks_to_the_teacher_in_an_orichalque_position() -> None:
    desk = TeacherDesk("uk", game="orichalque")
    assert desk.game is not None
    text = html.unescape(desk.game.status.value)
    assert "Хід Червоного" in text and "Ваш хід" not in text


def test_a_branch_from_the_start_numbers_its_moves_from_one() -> None:
    desk = TeacherDesk("uk")
    game = desk.game
    game.play(sorted(game.state.legal_moves())[0])
    game.step_back()
    assert game.replay_step == 0 and desk.what_if()
    assert desk.game.session.steps == []
    assert "від початкової позиції" in desk.branch_note.value


@pytest.mark.parametrize(
    ("lang", "label"),
    [
        ("uk", "Нова партія: «Орифлама: Полум’я війни»"),
        ("ru", "Новая партия: «Орифламма: Пламя войны»"),
        ("fr", "Nouvelle partie\u00a0: «\u00a0Oriflamme\u00a0: Embrasement\u00a0»"),
    ],
)
def test_a_label_with_two_colons_quotes_the_inner_title(lang: str, label: str) -> None:
    """Review F1: «Нова партія: Орифлама: Полум’я війни» had two colons."""
    desk = TeacherDesk(lang)
    assert dict((v, k) for k, v in desk.source.options)["new:ablaze"] == label
    desk.source.value = "new:ablaze"
    assert desk.load()
    if lang == "uk":
        assert "Позиція «Нова партія: „Орифлама: Полум’я війни“»" in desk.message.value


def test_ruling_ids_are_called_rulings_not_rules() -> None:
    """Review C1: «Правила: B8, B4» are ruling ids, «Уточнення» as in the card reference."""
    desk = TeacherDesk("uk")
    desk.source.value = "combo:cutthroat-queens"
    assert desk.load()
    desk.meta = {"rules": ["B8", "B4"]}
    desk._refresh_meta()
    assert "Уточнення: B8, B4" in desk.meta_html.value
    assert t("editor-meta-rules", "uk").startswith("Уточнення")
    assert t("editor-meta-rules", "ru").startswith("Уточнения")
    assert t("editor-meta-rules", "fr").startswith("Précisions")


def test_no_teacher_text_names_a_file_of_the_repository() -> None:
    """Review G1: the unused placeholder naming docs/protocol.md is gone."""
    for lang in ("uk", "ru", "fr", "en"):
        text = (LOCALES / lang / "teacher.ftl").read_text(encoding="utf-8")
        assert "teacher-text-placeholder" not in text
        values = [line for line in text.splitlines() if not line.startswith("#")]
        assert not any(re.search(r"docs/|\.md\b", line) for line in values), lang
