"""What a computer player may know: its observation, the public card data of the cards in it,
and estimates built only from those (how far a Pokémon is from attacking, how much an attack
would do).

A bot never reads a hidden zone: :class:`BotView` resolves a card handle to its card data only
if the handle appears as a visible card in the player's observation (the pending choice's shown
cards and options included); anything else raises :class:`HiddenCardError`. The Pokémon in play are
public, so where the game itself is at hand the view hands the engine's own objects to
:func:`playmat.rules.damage.calculate` for estimates; a bot playing a guest's seat on the LAN has
only its table (:class:`BotTable`) and estimates from the printed Weakness and Resistance.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from playmat.cards.model import Attack, Card, EnergyType
from playmat.cards.rule_box import played_card
from playmat.rules.actions import Action
from playmat.rules.damage import calculate
from playmat.rules.energy import Unit, energy_units
from playmat.rules.game import Game
from playmat.rules.observation import (
    CardView,
    ChoiceView,
    Observation,
    PlayerView,
    PokemonView,
)
from playmat.rules.rule_box import break_script
from playmat.rules.ruleset import RuleSet
from playmat.rules.scripting import CardScript, ScriptSource
from playmat.rules.state import InPlay


class BotTable(Protocol):
    """What a bot plays on: a player's observation and legal decisions, the cards' scripts and
    the rules. A :class:`~playmat.rules.game.Game` is one; so is a guest's table on the LAN."""

    scripts: ScriptSource
    rules: RuleSet

    def observation(self, player: int) -> Observation: ...

    def legal_actions(self, player: int) -> Sequence[Action]: ...


class HiddenCardError(LookupError):
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

    def __init__(
        self,
        table: BotTable,
        player: int,
        catalog: Mapping[str, Card],
        used: Collection[tuple[int, str]] = (),
    ) -> None:
        self.table = table
        self._used = used
        self.player = player
        self.catalog = catalog
        self.obs: Observation = table.observation(player)
        self.me: PlayerView = self.obs.me
        self.opponent: PlayerView = self.obs.opponent
        self._visible: dict[int, str] = {card.handle: card.id for card in _visible_cards(self.obs)}
        self.choice: ChoiceView | None = self.obs.choice
        #: The Pokémon BREAK cards :meth:`top` made (by object), and the card under each.
        self._retained: dict[int, Card] = {}

    # -- cards ---------------------------------------------------------------------------------

    def card(self, handle: int) -> Card:
        """The card data of a card this player can see."""
        card_id = self._visible.get(handle)
        if card_id is None:
            raise HiddenCardError(f"card {handle} is hidden from player {self.player + 1}")
        return self.catalog[card_id]

    def hand(self) -> list[tuple[int, Card]]:
        return [(c.handle, self.catalog[c.id]) for c in self.me.hand if isinstance(c, CardView)]

    def script(self, card: Card) -> CardScript | None:
        """The automation of a card: public program data, like the card text (a Pokémon
        BREAK's as :meth:`top` made it: with what it retains of the card under it)."""
        scripts = self.table.scripts
        under = self._retained.get(id(card))
        if under is None:
            return scripts.script(card.id)
        return break_script(under, scripts.script(under.id), scripts.script(card.id))

    # -- Pokémon in play -----------------------------------------------------------------------

    def my_pokemon(self) -> list[PokemonView]:
        return _in_play(self.me)

    def their_pokemon(self) -> list[PokemonView]:
        return _in_play(self.opponent)

    def my_active(self) -> PokemonView | None:
        return self.me.active

    def their_active(self) -> PokemonView | None:
        active = self.opponent.active
        return None if active is None or active.face_down else active

    def pokemon(self, pokemon_id: int) -> PokemonView | None:
        for seen in (*self.my_pokemon(), *self.their_pokemon()):
            if seen.id == pokemon_id:
                return seen
        return None

    def top(self, pokemon: PokemonView) -> Card:
        """The card the Pokémon is (a Pokémon BREAK's lists what it retains, card rule text)."""
        assert pokemon.card is not None, "a face-down Pokémon has no card to read"
        stack = [self.catalog[c.id] for c in pokemon.stack]
        played = played_card(stack)
        if played is not stack[-1]:
            self._retained[id(played)] = stack[-2]
        return played

    def units(self, pokemon: PokemonView, extra: Card | None = None) -> list[Unit]:
        """The Energy attached to ``pokemon`` (what it provides there, EN I-C: the Pokémon in
        play are public; on a guest's table, what the cards provide), with what ``extra``
        would add by its card."""
        game = self.game
        if game is not None:
            units = game.energy_units(self.engine_pokemon(game, pokemon))
        else:
            units = [unit for e in pokemon.energy for unit in energy_units(self.catalog[e.id])]
        return units + (energy_units(extra) if extra is not None else [])

    def attack_costs(self, pokemon: PokemonView, attack: Attack) -> list[tuple[EnergyType, ...]]:
        """What ``attack`` may cost ``pokemon`` now, as effects change it (D-09..D-12); on a
        guest's table, its printed cost."""
        game = self.game
        if game is None:
            return [attack.cost]
        return game.attack_costs(self.engine_pokemon(game, pokemon), attack)

    def abilities_used(self) -> Collection[tuple[int, str]]:
        """The Abilities used this turn, by Pokémon and name: the game's record where the game
        is at hand, else what the table's player remembers (``used``)."""
        game = self.game
        return game.state.flags.abilities_used if game is not None else self._used

    @property
    def game(self) -> Game | None:
        """The game itself, when the bot plays where it runs (not a guest's table)."""
        return self.table if isinstance(self.table, Game) else None

    def engine_pokemon(self, game: Game, pokemon: PokemonView) -> InPlay:
        """The engine's object for a Pokémon in play (public), for damage estimates."""
        found = game.state.pokemon(pokemon.id)
        if found is None:  # pragma: no cover - the observation was just taken
            raise HiddenCardError(f"Pokémon {pokemon.id} is not in play")
        return found

    def damage(self, attacker: PokemonView, target: PokemonView, card: Card, base: int) -> int:
        """The damage ``attacker`` (as ``card``) would do to ``target`` from ``base``: the
        engine's damage steps where the game is at hand, else the printed Weakness and
        Resistance of the Active Pokémon (EN I-A-01 steps 3 and 4)."""
        game = self.game
        if game is not None:
            return calculate(
                game, self.engine_pokemon(game, attacker), self.engine_pokemon(game, target), base
            )
        damage = base
        defender = self.top(target)
        for modifier in (*defender.weaknesses, *defender.resistances):
            if modifier.type in card.types:
                damage = modifier.apply(damage)
        return damage

    # -- estimates -----------------------------------------------------------------------------

    def attacks(
        self,
        attacker: PokemonView,
        target: PokemonView | None,
        card: Card | None = None,
    ) -> list[AttackOption]:
        """Every attack of ``attacker`` (or of ``card``, a card it could evolve into), with the
        damage it would do to ``target`` after Weakness, Resistance and effects (R-10)."""
        card = card or self.top(attacker)
        units = self.units(attacker)
        options = []
        for index, attack in enumerate(card.attacks):
            damage = self._damage_to(card, index, attacker, target)
            knocks_out = target is not None and damage is not None and damage >= target.remaining_hp
            missing = self._missing(attacker, attack, units)
            options.append(AttackOption(index, attack, missing, damage or 0, knocks_out))
        return options

    def _missing(self, attacker: PokemonView, attack: Attack, units: Sequence[Unit]) -> int:
        """How many more Energy ``attacker`` needs for ``attack`` (its cheapest cost now)."""
        return min(missing_energy(cost, units) for cost in self.attack_costs(attacker, attack))

    def _damage_to(
        self, card: Card, index: int, attacker: PokemonView, target: PokemonView | None
    ) -> int | None:
        """The damage attack ``index`` of ``card`` would do to ``target``; ``None`` without a
        target or without damage to do."""
        base = self.expected_base(card, index, attacker, target)
        if target is None or not base:
            return None
        return self.damage(attacker, target, card, base)

    def expected_base(
        self,
        card: Card,
        index: int,
        attacker: PokemonView | None = None,
        target: PokemonView | None = None,
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
        self, attacker: PokemonView, target: PokemonView | None, within: int = 0
    ) -> int:
        """The most damage ``attacker`` can do to ``target`` with at most ``within`` more
        Energy attached. Only the attacks it can pay are worked out: a decision weighs every
        Benched Pokémon so, and most of them can't attack yet."""
        card = self.top(attacker)
        units = self.units(attacker)
        return max(
            (
                self._damage_to(card, index, attacker, target) or 0
                for index, attack in enumerate(card.attacks)
                if self._missing(attacker, attack, units) <= within
            ),
            default=0,
        )

    def goal_cost(self, pokemon: PokemonView) -> tuple[EnergyType, ...]:
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
    attacker: PokemonView | None
    target: PokemonView | None

    def hand(self) -> list[Card]:
        return [card for _, card in self.view.hand()]

    def attached(self) -> list[Card]:
        if self.attacker is None:
            return []
        return [self.view.catalog[e.id] for e in self.attacker.energy]

    def defender(self) -> Card | None:
        return None if self.target is None else self.view.top(self.target)

    def defender_energy(self) -> int:
        if self.target is None:
            return 0
        cards = [self.view.catalog[e.id] for e in self.target.energy]
        return sum(len(energy_units(card)) for card in cards)

    def benched_names(self) -> list[str]:
        return [self.view.top(pokemon).name for pokemon in self.view.me.bench]


def _in_play(player: PlayerView) -> list[PokemonView]:
    return [p for p in player.in_play() if not p.face_down]


def _visible_cards(obs: Observation) -> Iterator[CardView]:
    """Every card the observation shows its viewer face up."""
    yield from obs.stadium
    for player in obs.players:
        for zone in (player.hand, player.discard, player.lost_zone, player.prizes):
            yield from (card for card in zone if isinstance(card, CardView))
        for pokemon in player.in_play():
            yield from (*pokemon.stack, *pokemon.energy, *pokemon.tools)
    if obs.choice is not None:
        yield from obs.choice.shown
        yield from (option.card for option in obs.choice.options if option.card is not None)
