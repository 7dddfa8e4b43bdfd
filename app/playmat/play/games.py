"""Making games: where the rules engine meets the deck rules, the effect library and the card
texts the compiler understood.

The engine knows card scripts only through the :class:`~playmat.rules.scripting.ScriptSource`
it is given. This layer gives each game the scripts of its cards: a hand-written script where
there is one (the starter set carries no text; a rare card no shape fits), else what the
compiler made of the card's text (stored in the card database, or compiled now). It also checks
both decks with the deck rules before a game starts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from playmat.cards.model import Card
from playmat.compiler.compile import compile_card
from playmat.decks.validation import DeckProblem, validate
from playmat.effects.automation import Automation, automation
from playmat.effects.data import script_from_data
from playmat.effects.scripts import REGISTRY
from playmat.errors import PlaymatError
from playmat.i18n.message import Seat, msg
from playmat.rules.game import Game
from playmat.rules.ruleset import STANDARD, RuleSet
from playmat.rules.scripting import CardScript, ScriptSource

#: The hand-written scripts (the starter set's).
SCRIPTS: ScriptSource = REGISTRY


class Compiled(Protocol):
    """A card text's compiled script data."""

    @property
    def script(self) -> dict[str, Any]: ...


class ScriptLibrary(Protocol):
    """Where compiled scripts are kept (the card database)."""

    def scripts(self, cards: Iterable[Card]) -> Mapping[str, Compiled]: ...


class GameScripts:
    """The scripts of one game's cards, by card id."""

    def __init__(self, scripts: Mapping[str, CardScript]) -> None:
        self._scripts = dict(scripts)

    def script(self, card_id: str) -> CardScript | None:
        return self._scripts.get(card_id)


def scripts_for(cards: Iterable[Card], library: ScriptLibrary | None = None) -> GameScripts:
    """The scripts of ``cards``: hand-written ones first, else the compiled ones (from
    ``library`` when given, else compiled now)."""
    unique = {card.id: card for card in cards}
    scripts: dict[str, CardScript] = {}
    compiled_ids = [card_id for card_id in unique if REGISTRY.script(card_id) is None]
    compiled: Mapping[str, Compiled] = (
        library.scripts(unique[i] for i in compiled_ids)
        if library is not None
        else {i: compile_card(unique[i]) for i in compiled_ids}
    )
    for card_id, card in unique.items():
        written = REGISTRY.script(card_id)
        if written is not None:
            scripts[card_id] = written
        elif compiled[card_id].script:
            scripts[card_id] = script_from_data(compiled[card_id].script, card)
    return GameScripts(scripts)


def card_automation(card: Card, library: ScriptLibrary | None = None) -> Automation:
    """Which pieces of ``card``'s text a game would carry out (its hand-written script, else
    what the compiler made of it) and which the players resolve by hand."""
    return automation(card, scripts_for([card], library).script(card.id))


def deck_problems(deck: Sequence[Card], rules: RuleSet = STANDARD) -> list[DeckProblem]:
    """Why a deck can't be played in a game of ``rules`` (R-14: size, copies, a Basic
    Pokémon); empty when it can."""
    counts: dict[str, int] = {}
    by_id: dict[str, Card] = {}
    for card in deck:
        counts[card.id] = counts.get(card.id, 0) + 1
        by_id[card.id] = card
    return validate([(by_id[i], n) for i, n in counts.items()], rules)


def new_game(
    decks: tuple[Sequence[Card], Sequence[Card]],
    seed: int,
    rules: RuleSet = STANDARD,
    library: ScriptLibrary | None = None,
) -> Game:
    """A new game, after checking both decks with the deck rules (R-14)."""
    for seat, deck in enumerate(decks):
        problems = deck_problems(deck, rules)
        if problems:
            reasons = tuple(problem.message for problem in problems)
            raise PlaymatError(msg("error.deck_unplayable", player=Seat(seat), problems=reasons))
    scripts = scripts_for([*decks[0], *decks[1]], library)
    return Game(decks, seed, rules, scripts=scripts)
