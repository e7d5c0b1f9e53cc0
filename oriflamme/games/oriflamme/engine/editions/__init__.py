"""The editions that ship with the tutor, in menu order: importing this
package registers them (``edition.register_edition``). An edition of one's own
registers itself the same way, from its own module (docs/editions.md)."""

from . import base  # noqa: I001, F401  (base first: the menus' order)
from . import ablaze, alliance  # noqa: F401  (then the standalone editions)
