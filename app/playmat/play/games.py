"""Making games: where the rules engine meets the deck rules and the effect library.

The engine knows card scripts only through the :class:`~playmat.rules.scripting.ScriptSource`
it is given; this layer gives it the effect library's registry, and checks both decks with the
deck rules before a game starts.
"""

from __future__ import annotations

from collections.abc import Sequence

from playmat.cards.model import Card
from playmat.decks.validation import validate
from playmat.effects.scripts import REGISTRY
from playmat.errors import PlaymatError
from playmat.i18n.message import Seat, msg
from playmat.rules.game import Game
from playmat.rules.ruleset import STANDARD, RuleSet
from playmat.rules.scripting import ScriptSource

#: The card scripts every game of the app plays with.
SCRIPTS: ScriptSource = REGISTRY


def new_game(
    decks: tuple[Sequence[Card], Sequence[Card]], seed: int, rules: RuleSet = STANDARD
) -> Game:
    """A new game, after checking both decks with the deck rules (R-14)."""
    for seat, deck in enumerate(decks):
        counts: dict[str, int] = {}
        by_id: dict[str, Card] = {}
        for card in deck:
            counts[card.id] = counts.get(card.id, 0) + 1
            by_id[card.id] = card
        problems = validate([(by_id[i], n) for i, n in counts.items()], rules)
        if problems:
            # The deck rules' own reasons are English sentences until they become messages.
            reasons = tuple(msg("plain.text", text=str(problem)) for problem in problems)
            raise PlaymatError(msg("error.deck_unplayable", player=Seat(seat), problems=reasons))
    return Game(decks, seed, rules, scripts=SCRIPTS)
