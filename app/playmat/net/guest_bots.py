"""The computer playing a guest's seat (``playmat join --bot``): it decides from the guest's
table alone, as a person at that seat would, and sends its decision like one.

:class:`RandomGuestBot` is self-play's random player; :class:`ComputerGuestBot` is the computer
opponent's heuristics (:class:`~playmat.ai.bots.ComputerBot`) on a :class:`GuestTable`. The
game itself runs on the host, so what needs the engine's objects is estimated from the printed
cards (see :class:`~playmat.ai.view.BotView`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from playmat.ai.bots import ComputerBot, random_decision
from playmat.cards.model import Card
from playmat.play.games import ScriptLibrary, scripts_for
from playmat.play.session import CardSource
from playmat.rules.actions import Action, Answer, EndTurn, UseAbility
from playmat.rules.observation import Observation
from playmat.rules.ruleset import RuleSet
from playmat.rules.scripting import CardScript, ScriptSource


class GuestBot(Protocol):
    """What decides for a guest played by the computer: its table in, a decision out."""

    def decide(
        self, observation: Observation, legal: Sequence[Action], rules: RuleSet
    ) -> Action: ...


class RandomGuestBot:
    """The random player of self-play (:class:`~playmat.ai.bots.RandomBot`), deciding from a
    guest's table: a uniformly random legal action, or a random answer to a choice."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, observation: Observation, legal: Sequence[Action], rules: RuleSet) -> Action:
        return random_decision(self.rng, observation.choice, legal)


class CardCatalog(dict[str, Card]):
    """The card data by id, read from the card database as the table names cards."""

    def __init__(self, cards: CardSource) -> None:
        super().__init__()
        self.cards = cards

    def __missing__(self, card_id: str) -> Card:
        found = self.cards.get_many([card_id])[card_id]
        self[card_id] = found
        return found


class CatalogScripts:
    """The cards' scripts as this Playmat plays them (the engine version is the host's)."""

    def __init__(self, catalog: CardCatalog, library: ScriptLibrary) -> None:
        self.catalog = catalog
        self.library = library
        self._scripts: dict[str, CardScript | None] = {}

    def script(self, card_id: str) -> CardScript | None:
        if card_id not in self._scripts:
            found = scripts_for([self.catalog[card_id]], self.library)
            self._scripts[card_id] = found.script(card_id)
        return self._scripts[card_id]


class GuestTable:
    """A guest's table as a bot sees it (:class:`~playmat.ai.view.BotTable`)."""

    def __init__(
        self,
        observation: Observation,
        legal: Sequence[Action],
        scripts: CatalogScripts,
        rules: RuleSet,
    ) -> None:
        self._observation = observation
        self._legal = list(legal)
        self.scripts: ScriptSource = scripts
        self.rules = rules

    def observation(self, player: int) -> Observation:
        return self._observation

    def legal_actions(self, player: int) -> list[Action]:
        return list(self._legal)


class ComputerGuestBot:
    """The computer opponent's heuristics at a guest's seat; when they fail or pick what the
    table doesn't allow, the smallest answer or ending the turn (as the local one plays safe).
    It remembers the Abilities it used this turn, which the host's game records but a guest's
    table doesn't show (an Ability usable "as often as you like" is used once a turn)."""

    def __init__(self, cards: CardSource, library: ScriptLibrary) -> None:
        self.catalog = CardCatalog(cards)
        self.scripts = CatalogScripts(self.catalog, library)
        self.bot = ComputerBot(catalog=self.catalog)
        self._turn = -1
        self._used: set[tuple[int, str]] = set()

    def decide(self, observation: Observation, legal: Sequence[Action], rules: RuleSet) -> Action:
        if observation.turn != self._turn:
            self._turn, self._used = observation.turn, set()
        table = GuestTable(observation, legal, self.scripts, rules)
        action = self.bot.decide(table, observation.viewer, self.catalog, self._used)
        if isinstance(action, UseAbility):
            self._used.add((action.pokemon, self._ability_name(observation, action)))
        choice = observation.choice
        if choice is not None:
            if isinstance(action, Answer) and choice.check(action.choices) is None:
                return action
            return Answer(tuple(range(choice.minimum)))
        return action if action is not None and action in legal else EndTurn()

    def _ability_name(self, observation: Observation, action: UseAbility) -> str:
        """The name of the Ability ``action`` uses (the engine records Abilities by name)."""
        for pokemon in observation.me.in_play():
            if pokemon.id == action.pokemon and pokemon.card is not None:
                return self.catalog[pokemon.card.id].abilities[action.ability].name
        return ""
