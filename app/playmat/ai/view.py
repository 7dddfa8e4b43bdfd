"""What a computer player may know: its observation, the public card data of the cards in it,
and estimates built only from those (how far a Pokémon is from attacking, how much an attack
would do).

A bot never reads a hidden zone: :class:`BotView` resolves a card uid to its card data only if
the uid appears in the player's observation or among the cards the pending choice shows that
player; anything else raises :class:`HiddenCard`. The Pokémon in play are public, so the view
hands the engine's own objects to :func:`playmat.rules.damage.calculate` for estimates.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from playmat.cards.model import Attack, Card, EnergyType
from playmat.rules.choices import Choice
from playmat.rules.damage import calculate
from playmat.rules.energy import Unit, energy_units
from playmat.rules.scripting import CardScript
from playmat.rules.state import InPlay

if TYPE_CHECKING:
    from playmat.rules.game import Game


class HiddenCard(LookupError):
    """A bot asked about a card its player may not see."""


def missing_energy(cost: Sequence[EnergyType], units: Sequence[Unit]) -> int:
    """How many more Energy (of the right types) pay ``cost`` with ``units`` attached.

    Greedy: typed symbols take the narrowest unit that fits, the rest pay Colorless. Exact for
    Basic Energy, which is all most decks attach.
    """
    free = sorted(units, key=len)
    unmatched = 0
    for symbol in cost:
        if symbol is EnergyType.COLORLESS:
            continue
        for position, unit in enumerate(free):
            if symbol in unit:
                del free[position]
                break
        else:
            unmatched += 1
    colorless = sum(1 for symbol in cost if symbol is EnergyType.COLORLESS)
    return unmatched + max(0, colorless - len(free))


@dataclass(frozen=True)
class AttackOption:
    """One attack a Pokémon has, with what it lacks and what it would do to a target."""

    index: int
    attack: Attack
    missing: int
    damage: int
    knocks_out: bool


class BotView:
    """One player's knowledge of the game at one moment."""

    def __init__(self, game: Game, player: int, catalog: Mapping[str, Card]) -> None:
        self.game = game
        self.player = player
        self.catalog = catalog
        self.obs = game.observation(player)
        self.me: dict[str, Any] = self.obs["players"][player]
        self.opponent: dict[str, Any] = self.obs["players"][1 - player]
        self._visible: dict[int, str] = {}
        _collect_cards(self.obs, self._visible)
        pending = game.pending
        self.choice: Choice | None = (
            pending if isinstance(pending, Choice) and pending.player == player else None
        )

    # -- cards ---------------------------------------------------------------------------------

    def card(self, uid: int) -> Card:
        """The card data of a card this player can see."""
        card_id = self._visible.get(uid)
        if card_id is not None:
            return self.catalog[card_id]
        choice = self.choice
        if choice is not None and (
            uid in choice.shown_cards or any(o.card == uid for o in choice.options)
        ):
            return self.game.state.card(uid)
        raise HiddenCard(f"card {uid} is hidden from player {self.player + 1}")

    def hand(self) -> list[tuple[int, Card]]:
        return [(c["uid"], self.catalog[c["id"]]) for c in self.me["hand"]]

    def script(self, card: Card) -> CardScript | None:
        """The automation of a card: public program data, like the card text."""
        return self.game.scripts.script(card.id)

    # -- Pokémon in play -----------------------------------------------------------------------

    def my_pokemon(self) -> list[dict[str, Any]]:
        return _in_play(self.me)

    def their_pokemon(self) -> list[dict[str, Any]]:
        return _in_play(self.opponent)

    def my_active(self) -> dict[str, Any] | None:
        return self.me["active"]

    def their_active(self) -> dict[str, Any] | None:
        active = self.opponent["active"]
        return None if active is None or active["face_down"] else active

    def pokemon(self, pokemon_id: int) -> dict[str, Any] | None:
        for seen in (*self.my_pokemon(), *self.their_pokemon()):
            if seen["id"] == pokemon_id:
                return seen
        return None

    def top(self, pokemon: Mapping[str, Any]) -> Card:
        return self.catalog[pokemon["card"]["id"]]

    def units(self, pokemon: Mapping[str, Any], extra: Card | None = None) -> list[Unit]:
        cards = [self.catalog[e["id"]] for e in pokemon["energy"]]
        if extra is not None:
            cards.append(extra)
        return [unit for card in cards for unit in energy_units(card)]

    def engine_pokemon(self, pokemon: Mapping[str, Any]) -> InPlay:
        """The engine's object for a Pokémon in play (public), for damage estimates."""
        found = self.game.state.pokemon(pokemon["id"])
        if found is None:  # pragma: no cover - the observation was just taken
            raise HiddenCard(f"Pokémon {pokemon['id']} is not in play")
        return found

    # -- estimates -----------------------------------------------------------------------------

    def attacks(
        self,
        attacker: Mapping[str, Any],
        target: Mapping[str, Any] | None,
        card: Card | None = None,
    ) -> list[AttackOption]:
        """Every attack of ``attacker`` (or of ``card``, a card it could evolve into), with the
        damage it would do to ``target`` after Weakness, Resistance and effects (R-10)."""
        card = card or self.top(attacker)
        units = self.units(attacker)
        options = []
        for index, attack in enumerate(card.attacks):
            damage = 0
            knocks_out = False
            base = self.expected_base(card, index, attacker, target)
            if target is not None and base:
                damage = calculate(
                    self.game, self.engine_pokemon(attacker), self.engine_pokemon(target), base
                )
                knocks_out = damage >= target["remaining_hp"]
            options.append(
                AttackOption(index, attack, missing_energy(attack.cost, units), damage, knocks_out)
            )
        return options

    def expected_base(
        self,
        card: Card,
        index: int,
        attacker: Mapping[str, Any] | None = None,
        target: Mapping[str, Any] | None = None,
    ) -> int:
        """The attack's base damage as its script works it out, on average over its coin
        flips, from what this player can see (the hand, the Pokémon in play)."""
        attack = card.attacks[index]
        if not attack.damage:
            return 0
        script = self.script(card)
        effect = script.attacks.get(index) if script else None
        if effect is None:
            return attack.damage
        expected = effect.expected_damage(attack.damage, _Facts(self, attacker, target))
        return int(expected // 10 * 10)

    def best_damage(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any] | None, within: int = 0
    ) -> int:
        """The most damage ``attacker`` can do to ``target`` with at most ``within`` more
        Energy attached."""
        return max(
            (o.damage for o in self.attacks(attacker, target) if o.missing <= within), default=0
        )

    def goal_cost(self, pokemon: Mapping[str, Any]) -> tuple[EnergyType, ...]:
        """The cost of the attack worth powering up: the hardest-hitting one of the Pokémon or
        of an Evolution of it in the hand."""
        cards = [self.top(pokemon)]
        name = cards[0].name
        cards += [card for _, card in self.hand() if card.evolves_from == name]
        attacks = [a for card in cards for a in card.attacks]
        if not attacks:
            return ()
        best = max(attacks, key=lambda a: (a.damage or 0, -len(a.cost)))
        return best.cost


@dataclass(frozen=True)
class _Facts:
    """The :class:`~playmat.rules.scripting.BoardFacts` of one attack, from a bot's view."""

    view: BotView
    attacker: Mapping[str, Any] | None
    target: Mapping[str, Any] | None

    def hand(self) -> list[Card]:
        return [card for _, card in self.view.hand()]

    def attached(self) -> list[Card]:
        if self.attacker is None:
            return []
        return [self.view.catalog[e["id"]] for e in self.attacker["energy"]]

    def defender(self) -> Card | None:
        return None if self.target is None else self.view.top(self.target)

    def defender_energy(self) -> int:
        if self.target is None:
            return 0
        cards = [self.view.catalog[e["id"]] for e in self.target["energy"]]
        return sum(len(energy_units(card)) for card in cards)

    def benched_names(self) -> list[str]:
        return [self.view.top(pokemon).name for pokemon in self.view.me["bench"]]


def _in_play(player: Mapping[str, Any]) -> list[dict[str, Any]]:
    pokemon = [player["active"], *player["bench"]]
    return [p for p in pokemon if p is not None and not p["face_down"]]


def _collect_cards(value: Any, found: dict[int, str]) -> None:
    """Every ``{"uid": .., "id": ..}`` card reference anywhere in an observation."""
    for item in _walk(value):
        found[item["uid"]] = item["id"]


def _walk(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        if "uid" in value and "id" in value:
            yield value
        for inner in value.values():
            yield from _walk(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _walk(inner)
