"""A live table between browsers, with no dealer anyone trusts (issue 52): one browser's part.

Each browser holds a ``LiveTable``: the match as this browser may know it (``world``, an engine
game), and its part of every deal nobody can peek at (``remi.mental``). It takes the moves of the
seats it plays (``play``), the messages of the other browsers (``receive``), and leaves the
messages to send in ``outbox``; the page carries them (a data channel, or links).

**The world.** A card this browser may not know is a *hidden card* in the world: a stand-in that
names where it is in a deal (``hidden``), in another seat's hand or in the stock. Each browser's
world is the same game, but for which cards are hidden. The deal is dealt from the shuffled deck
in every world (``Game.redeal``): the cards this browser holds and the up-card are the real ones
(opened with the other browsers' keys for their positions), every other one hidden. A card drawn
from the stock is hidden in every world but its holder's, who opens it with the others' keys; a
card played (a discard, a meld) is shown with every browser's key for its position, and replaces
its stand-in everywhere. A stock rebuilt from the discard pile is shuffled anew by every browser
(a second deck of the same hand).

**Checks.** Every message is input: a message out of its sender's order, too long, malformed,
for another browser, from a browser for a seat it does not play, a move out of turn, a card
shown that its position does not hold or a move the rules refuse is refused with ``LiveError``
(its text for both players) and changes nothing. The rules that read the mover's hidden cards
(``Game.hidden_hand_rules``: Remi 51's opening) wait for the deal's end, when every browser
reveals its keys: then each one checks the deal (``mental.check``: each shuffle, each relock,
each card shown) and plays the whole hand again from the true deck with every rule, and names the
seat whose part does not hold. A move that ends a deal (a knock, going out) shows the mover's
whole hand, so it is checked before any other hand is shown.

**Order.** Moves are numbered (the match's action count): a move that comes before the one it
follows waits for it; every message of one browser is numbered too, and one replayed or out of
order is refused. Browser 0 (the inviter) plays the computer seats, and deals the next hand once
every browser is ready for it. The next hand's deck is shuffled during this one.

Pure Python, the same on CPython and Pyodide: no I/O, no clock. The package: ``table.py`` (the
table), ``deck.py`` (a deck as the table keeps it, the errors, the events), ``world.py`` (the
stand-ins).
"""

from .deck import Compute, Deck, LiveError, Moved, OutOfOrder
from .table import MAX_MESSAGE_CHARS, SAVE_FORMAT, LiveTable
from .world import hidden, is_hidden

__all__ = [
    "Compute", "Deck", "LiveError", "LiveTable", "MAX_MESSAGE_CHARS", "Moved", "OutOfOrder", "SAVE_FORMAT", "hidden", "is_hidden",
]
