"""The two errors every game raises, as bases each game's own classes subclass.

- :class:`IllegalMoveError`: a move refused, the state left untouched; ``code``
  is one of the game's reason codes (``Game.reasons``), ``legal`` the legal
  moves at that moment. Oriflamme's ``IllegalMove`` and Orichalque's subclass it.
- :class:`ScenarioFileError`: a bad scenario file, share link or pasted text;
  ``field`` names what is wrong (``queue[2][0].card``, ``""`` for the file as a
  whole), ``code`` and ``params`` let i18n say it in the teacher's language
  (``oriflamme.i18n.explain_scenario_error``). Each game's ``ScenarioError``
  subclasses it.

Catching the base catches every game's error (the command line does). The
codes of the shared file reader (``core.files``) and of share links
(``core.link``) are listed in ``FILE_ERRORS``; a game lists its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar


class IllegalMoveError(ValueError):
    """An illegal move: ``code`` is a stable reason code of its game.

    The state is unchanged when this is raised. ``legal`` lists the legal
    moves of the pending decision at that moment; ``move`` is the text refused.
    """

    def __init__(
        self, code: str, detail: str = "", move: str = "", legal: Sequence[str] | None = None
    ) -> None:
        self.code = code
        self.detail = detail
        self.move = move
        self.legal = list(legal or [])
        super().__init__(f"{code}: {detail}" if detail else code)


class ScenarioFileError(ValueError):
    """A bad scenario: ``field`` names what is wrong (``queue[2][0].card``).

    ``message`` is the English text the command line prints (``str(err)`` is
    ``"<field>: <message>"``); ``code`` and ``params`` (the values the sentence
    needs: ``value``, ``card``, ``player``…) let i18n say it in the teacher's
    language. (``params``, not ``args``: ``BaseException.args`` is taken.)
    """

    def __init__(self, field: str, message: str, code: str = "", **params: Any) -> None:
        self.field = field
        self.message = message
        self.code = code
        self.params = params
        super().__init__(f"{field}: {message}" if field else message)

    def __reduce__(self) -> tuple[Any, ...]:  # picklable despite the keyword arguments
        return (_rebuild, (type(self), self.field, self.message, self.code, self.params))

    def recast(self, error: type[E]) -> E:
        """The same error as an ``error`` (a game's own class)."""
        if isinstance(self, error):
            return self
        return error(self.field, self.message, self.code, **self.params)


E = TypeVar("E", bound=ScenarioFileError)


def _rebuild(
    cls: type[ScenarioFileError], field: str, message: str, code: str, params: dict[str, Any]
) -> ScenarioFileError:
    return cls(field, message, code, **params)


#: The codes of the shared scenario reader (``core.files``), of share links
#: (``core.link``) and of the registry, with an English gloss for developers.
#: The words a teacher reads are in the Fluent catalogs
#: (``scenario-error-<code>`` in ``locales/*/scenario.ftl``).
FILE_ERRORS: dict[str, str] = {
    # the file itself
    "not_an_object": "a scenario is a JSON object",
    "not_a_game": "the file's game is not a registered game (value, allowed)",
    "not_object_or_path": "a scenario is an object or a path (value)",
    "empty": "the pasted scenario is empty",
    "cannot_read": "the file cannot be read (name, errno: ENOENT, EACCES…)",
    "bad_syntax": "the file is not valid JSON/YAML (name, format, line, column; None: unknown)",
    "not_json_or_yaml": "pasted text is neither JSON nor YAML (line; None: unknown)",
    # bounds on what is read (issue 19): never a traceback, never a hang
    "too_big": "the file or text is over the size limit (name; None: pasted, size, limit)",
    "not_utf8": "the file is not UTF-8 text (name; None: pasted, offset: the byte from 1)",
    "too_deep": "values are nested deeper than the limit (limit)",
    "number_too_long": "a number has more digits than the limit (limit)",
    "yaml_alias": "YAML aliases (*name) are refused: no alias bombs (line)",
    "unplayable": "the engine cannot play the position, e.g. a hand-written frame (error)",
    "no_round_trip": "the state's JSON does not load back the same (fields; None: unknown)",
    # share links (issue 13, core/link.py): the scenario in a page address
    "link_too_long": "the link's scenario parameter is over the limit (size, limit)",
    "bad_link": "the link is damaged: not base64url, not zlib, cut short, not UTF-8",
}
