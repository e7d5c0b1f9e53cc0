"""Issue 19: on a shared server each learner types their name on the lessons
page and their stars are theirs (``ori-learner-…``, docs/ui-classes.md).
Issue 32 (item 6): the name box never lists the other learners' names."""

from __future__ import annotations

from pathlib import Path

import pytest

from oriflamme.tutor import Progress
from oriflamme.widgets.lessons import LessonsMenu

STATUS = {
    "uk": ("Ім’я не вказано", "Ваш прогрес зберігається під ім’ям «Олена»."),
    "ru": ("Имя не указано", "Ваш прогресс сохраняется под именем «Олена»."),
    "fr": ("Aucun prénom indiqué", "prénom «\u00a0Олена\u00a0»."),
}


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_a_learner_types_their_name_and_sees_their_own_stars(tmp_path: Path, lang: str) -> None:
    shared = tmp_path / "progress.json"
    Progress.for_learner("Олена", shared).record("goal", 3)
    menu = LessonsMenu(lang, progress=Progress(shared))
    picker = menu.learner
    assert "ori-learner" in picker._dom_classes
    assert "ori-learner-name" in picker.name._dom_classes
    assert "ori-learner-use" in picker.use._dom_classes
    assert picker.name.description and picker.use.description  # labelled
    assert "Олена" not in picker.name.options  # another learner's name: never offered
    assert STATUS[lang][0] in picker.status.value
    assert menu.progress.stars("goal") == 0
    picker.name.value = "Олена"  # Enter in the box (continuous_update=False)
    assert menu.progress.stars("goal") == 3
    assert STATUS[lang][1] in picker.status.value
    assert "3" in menu.overview.value
    menu.reset("goal")  # her reset is hers
    assert Progress.for_learner("Олена", shared).stars("goal") == 0


def test_the_button_switches_and_a_blank_name_is_the_shared_progress(tmp_path: Path) -> None:
    shared = tmp_path / "progress.json"
    Progress(shared).record("goal", 1)
    menu = LessonsMenu("uk", progress=Progress(shared))
    menu.learner.name.unobserve_all("value")  # only the button acts now
    menu.learner.name.value = "Pierre"
    assert menu.progress.path == shared
    menu.learner.use.click()
    assert menu.progress.learner == "Pierre" and menu.progress.stars("goal") == 0
    menu.progress.record("card-spy", 2)
    menu.learner.name.value = "   "
    menu.learner.use.click()
    assert menu.progress.path == shared and menu.progress.stars("goal") == 1
    assert Progress.for_learner("pierre", shared).stars("card-spy") == 2


#: Without a name, the shared progress: on a server everyone's without a name,
#: on the static site this browser's (issue 29).
UNNAMED = {
    "uk": ("хто не вказав імені", "зберігається в цьому браузері"),
    "ru": ("кто не указал имени", "хранится в этом браузере"),
    "fr": ("n’ont pas indiqué de prénom", "enregistrée dans ce navigateur"),
}


@pytest.mark.parametrize("lang", ["uk", "ru", "fr"])
def test_the_unnamed_progress_is_said_to_be_this_browsers_on_the_static_site(
    tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from oriflamme.widgets import learner

    server, browser = UNNAMED[lang]
    menu = LessonsMenu(lang, progress=Progress(tmp_path / "progress.json"))
    assert server in menu.learner.status.value and browser not in menu.learner.status.value
    monkeypatch.setattr(learner, "IN_BROWSER", True)
    menu.learner.relabel(lang)
    assert browser in menu.learner.status.value and server not in menu.learner.status.value


def test_the_name_box_suggests_only_names_given_in_this_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 32 (6): a class of minors on one server — the box offers none of the
    other learners' names; it offers the names given on this page, and on the
    static site the names kept in this browser's own drive."""
    from oriflamme.widgets import learner

    shared = tmp_path / "progress.json"
    for name in ("Олена Коваль", "Pierre", "Іван"):
        Progress.for_learner(name, shared).record("goal", 2)
    page = LessonsMenu("uk", progress=Progress(shared))
    assert list(page.learner.name.options) == []  # three names on the server, none shown
    page.learner.name.value = "Марта"
    page.learner.name.value = "Pierre"  # also one of the server's names: now given here
    assert set(page.learner.name.options) == {"Марта", "Pierre"}
    other = LessonsMenu("uk", progress=Progress(shared))  # another learner's page
    assert list(other.learner.name.options) == []
    # the static site: the drive is this browser's, its names are this browser's
    monkeypatch.setattr(learner, "IN_BROWSER", True)
    other.learner.relabel("uk")
    assert set(other.learner.name.options) == {"Pierre", "Олена Коваль", "Іван"}
