"""t(), card and player names with their forms, plurals, abilities, languages."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from oriflamme.games.oriflamme.engine.cards import CARD_TYPES, DECKS
from oriflamme.i18n import (
    ALL_LANGS,
    CASES,
    DEFAULT_LANG,
    LANGS,
    PLAYER_FORMS,
    ability_text,
    amount_text,
    available_langs,
    card_gender,
    card_kind,
    card_name,
    lang_name,
    player_name,
    t,
)

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules"
#: Misprints of the rulebooks that our texts correct (listed in docs/glossary.md).
MISPRINTS = {"стекком": "стеком", "закритую": "закриту", "la decret royal": "le decret royal"}


# --- t() ---------------------------------------------------------------------


def test_t_formats_values_and_attributes():
    assert t("round", "uk", round=3) == "Раунд 3 з 6"
    assert t("round", "ru", round=3) == "Раунд 3 из 6"
    assert t("round", "fr", round=3) == "Tour 3 sur 6"
    assert t("card-archer.gen", "uk") == "Лучника"


def test_missing_key_raises_naming_key_and_lang():
    with pytest.raises(KeyError) as e:
        t("no-such-message", "ru")
    assert "no-such-message" in str(e.value) and "ru" in str(e.value)
    with pytest.raises(KeyError, match=r"card-archer\.nope"):
        t("card-archer.nope", "uk")


def test_no_fallback_to_another_language(tmp_path, monkeypatch):
    """A key that exists only in English is missing in uk, not shown in English."""
    import oriflamme.i18n.catalog as catalog

    for lang in ALL_LANGS:
        (tmp_path / lang).mkdir()
    (tmp_path / "en" / "x.ftl").write_text("only-english = Hello\n", encoding="utf-8")
    (tmp_path / "uk" / "x.ftl").write_text("both = Привіт\n", encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALES_DIR", tmp_path)
    catalog.reload()
    try:
        assert t("only-english", "en") == "Hello"
        with pytest.raises(KeyError):
            t("only-english", "uk")
    finally:
        monkeypatch.undo()
        catalog.reload()


def test_every_ftl_file_of_a_folder_is_loaded(tmp_path, monkeypatch):
    import oriflamme.i18n.catalog as catalog

    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "a.ftl").write_text("a = A\n", encoding="utf-8")
    (tmp_path / "fr" / "lessons-base.ftl").write_text("lesson-x = Leçon X\n", encoding="utf-8")
    monkeypatch.setattr(catalog, "LOCALES_DIR", tmp_path)
    catalog.reload()
    try:
        assert t("lesson-x", "fr") == "Leçon X"
        assert t("a", "fr") == "A"
    finally:
        monkeypatch.undo()
        catalog.reload()


def test_no_bidi_isolation_marks():
    text = t("round", "uk", round=2) + t("waiting-for", "fr", player="Bleu")
    assert "\u2068" not in text and "\u2069" not in text


def test_unknown_language():
    with pytest.raises(ValueError):
        t("round", "de", round=1)


def test_languages():
    assert LANGS == ("uk", "ru", "fr") and DEFAULT_LANG == "uk"
    assert available_langs() == ("uk", "ru", "fr", "en")
    assert [lang_name(x) for x in LANGS] == ["Українська", "Русский", "Français"]


# --- plurals -----------------------------------------------------------------

UK = {1: "1 очко впливу", 2: "2 очки впливу", 5: "5 очок впливу", 11: "11 очок впливу",
      21: "21 очко впливу", 22: "22 очки впливу"}  # fmt: skip
RU = {1: "1 очко влияния", 2: "2 очка влияния", 5: "5 очков влияния", 11: "11 очков влияния",
      21: "21 очко влияния", 22: "22 очка влияния"}  # fmt: skip
FR = {0: "0 point d’influence", 1: "1 point d’influence", 2: "2 points d’influence"}


@pytest.mark.parametrize(("lang", "table"), [("uk", UK), ("ru", RU), ("fr", FR)])
def test_influence_plurals(lang, table):
    for n, text in table.items():
        assert amount_text(n, lang) == text
        assert t("influence-amount", lang, count=n) == text


def test_other_plurals():
    assert [t("cards", "uk", count=n) for n in (1, 3, 5, 21)] == [
        "1 карта", "3 карти", "5 карт", "21 карта",
    ]  # fmt: skip
    assert [t("stars", "ru", count=n) for n in (1, 2, 5)] == ["1 звезда", "2 звезды", "5 звёзд"]
    assert [t("stars", "fr", count=n) for n in (0, 1, 3)] == ["0 étoile", "1 étoile", "3 étoiles"]


# --- cards -------------------------------------------------------------------


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_card_name_every_card_every_case(lang):
    for card_id in CARD_TYPES:
        for case in CASES[lang]:
            name = card_name(card_id, lang, case)
            assert name and name.strip() == name and "{" not in name, (card_id, case)
        assert card_gender(card_id, lang) in ({"m", "mi", "f", "n"} if lang != "fr" else {"m", "f"})
        assert card_kind(card_id, lang)
    names = [card_name(c, lang) for c in CARD_TYPES]
    assert len(set(names)) == len(names), "two cards share a name"


def test_card_names_from_the_rulebooks():
    base_fr = ["Archer", "Soldat", "Espion", "Héritier", "Changeforme", "Seigneur",
               "Assassinat", "Décret Royal", "Embuscade", "Complot"]  # fmt: skip
    ablaze_ru = ["Принц", "Близнец", "Интриганка", "Королева", "Головорез", "Аптекарь",
                 "Преступник", "Подмена", "Подкуп", "Комбинация", "Ловушка"]  # fmt: skip
    alliance_uk = ["Імператорка", "Фанатик", "Інформаторка", "Дипломатка", "Дезертир", "Суддя",
                   "Повстання", "Здирство", "Проникнення", "Угода"]  # fmt: skip
    assert [card_name(c, "fr") for c in DECKS["base"]] == base_fr
    assert [card_name(c, "ru") for c in DECKS["ablaze"]] == ablaze_ru
    assert [card_name(c, "uk") for c in DECKS["alliance"]] == alliance_uk


def test_cases_and_articles():
    assert [card_name("archer", "uk", c) for c in CASES["uk"]] == [
        "Лучник", "Лучника", "Лучникові", "Лучника", "Лучником", "Лучникові", "Лучнику",
    ]  # fmt: skip
    assert card_name("queen", "ru", "acc") == "Королеву"
    assert card_name("royal_decree", "ru", "ins") == "Королевским указом"
    assert card_name("judge", "uk", "ins") == "Суддею"
    assert card_name("archer", "fr", "def") == "l’Archer"
    assert card_name("queen", "fr", "def") == "la Reine"
    assert card_name("soldier", "fr", "de") == "du Soldat"
    assert card_name("soldier", "fr", "a") == "au Soldat"
    assert card_name("ambush", "fr", "poss") == "son Embuscade"
    assert card_name("informant", "fr", "def") == "l’Informatrice"
    assert card_name("diplomat", "fr", "def") == "la Diplomate"
    assert card_name("empress", "fr", "def") == "l’Impératrice"
    # a form another language has gives the plain name; an unknown form is an error
    assert card_name("archer", "fr", "gen") == "Archer"
    assert card_name("archer", "uk", "def") == "Лучник"
    with pytest.raises(ValueError):
        card_name("archer", "uk", "ablative")
    with pytest.raises(KeyError):
        card_name("archerr", "uk")


def test_kinds():
    assert card_kind("archer", "uk") == "Персонаж" and card_kind("pact", "uk") == "Інтрига"
    assert card_kind("queen", "ru") == "Персонаж" and card_kind("trap", "ru") == "Интрига"
    assert card_kind("lord", "fr") == "Personnage" and card_kind("ambush", "fr") == "Intrigue"


# --- abilities ---------------------------------------------------------------


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_every_card_has_an_ability_text(lang):
    for card_id, ct in CARD_TYPES.items():
        text = ability_text(card_id, lang)
        assert len(text) > 15 and "{" not in text
        if ct.options == 2:  # "A OR B" cards show both options
            assert {"uk": "АБО", "ru": "ИЛИ", "fr": "OU", "en": "OR"}[lang] in text.split("\n")


def _words(text: str) -> str:
    """Plain words to compare with a rulebook: no accents, no digits, no influence icon words
    (the books print an icon where we spell «очко впливу», «очко влияния», «jeton»)."""
    text = unicodedata.normalize("NFD", text.replace("’", "'"))
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Mn").lower()
    icon = re.compile(r"\d+|очк\w*|очок|впливу|влияния|жетон\w*|jetons?|pts?")
    return " ".join(w for w in re.findall(r"[\w']+", text) if not icon.fullmatch(w))


@pytest.mark.skipif(not RULES.is_dir(), reason="shared/rules not beside the repository")
@pytest.mark.parametrize(
    ("lang", "edition", "book"),
    [("fr", "base", "oriflamme.fr.txt"), ("ru", "ablaze", "ablaze.ru.txt"),
     ("uk", "alliance", "alliance.uk.txt")],
)  # fmt: skip
def test_rulebook_wording(lang, edition, book):
    """The edition's own language keeps its rulebook's words: every sentence of the
    first option is in the book (typos fixed there are listed in docs/glossary.md)."""
    rules = _words((RULES / book).read_text(encoding="utf-8"))
    for wrong, right in MISPRINTS.items():
        rules = rules.replace(wrong, right)
    for card_id in DECKS[edition]:
        first_option = ability_text(card_id, lang).split("\n")[0]
        for sentence in re.split(r"(?<=\.) ", first_option):
            assert _words(sentence) in rules, (card_id, sentence)


# --- players -----------------------------------------------------------------


def test_player_names():
    assert player_name("red", "uk") == "Червоний"
    assert player_name("blue", "uk", "gen") == "Синього"
    assert player_name("red", "uk", "of") == "червоного гравця"
    assert player_name("green", "ru") == "Зелёный"
    assert player_name("yellow", "ru", "dat") == "Жёлтому"
    assert player_name("red", "ru", "of") == "красного игрока"
    assert player_name("purple", "fr") == "Violet"
    assert player_name("red", "fr", "of") == "de Rouge"
    assert player_name("red", "fr", "gen") == "Rouge"


@pytest.mark.parametrize("lang", ALL_LANGS)
def test_every_family_every_form(lang):
    for pid in ("red", "blue", "green", "yellow", "purple"):
        forms = [player_name(pid, lang, f) for f in PLAYER_FORMS[lang]]
        assert all(forms) and pid not in " ".join(forms)


def test_unknown_player_is_its_id():
    assert player_name("alice", "uk") == "alice"
    assert player_name("alice", "ru", "gen") == "alice"
    assert player_name("alice", "fr", "of") == "de alice"
