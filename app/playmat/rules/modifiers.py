"""Lasting effects: duration-scoped modifiers that hook the damage steps and other procedures.

A modifier is generic plain data, never a card-named flag (ENGINEERING.md). It sits on a Pokémon
in play (effects it received, removed when it goes to the Bench, evolves, devolves or leaves play:
EN I-A-03, I-A-05, C-13, C-02) or on a player (C-19). Always-on effects (Abilities, Pokémon
Tools, Special Energy, Stadiums: :mod:`playmat.rules.always_on`) provide modifiers while their
card is in play; they are computed, not stored.

Durations (JA II-E-01, E-02, E-21, E-22; P-38):

* ``this_turn``: until the end of the turn it was made in, Checkup excluded.
* ``opponents_next_turn``: only during the opponent's next turn, Checkup excluded.
* ``your_next_turn``: only during the maker's next turn, Checkup excluded.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from playmat.cards.model import EnergyType
from playmat.i18n.message import Arg, Message, Term, msg

if TYPE_CHECKING:
    from playmat.cards.model import Card


class ModifierKind(StrEnum):
    #: EN II-B-04/B-05 on the attacker: step 2 of the damage calculation.
    DAMAGE_DEALT = "damage_dealt"
    #: EN II-B-04/B-05 on the defender: step 5 of the damage calculation.
    DAMAGE_TAKEN = "damage_taken"
    #: EN II-C-16: no damage from attacks is placed (step 6).
    PREVENT_DAMAGE = "prevent_damage"
    #: EN II-C-17: effects of attacks do nothing to this Pokémon.
    PREVENT_EFFECTS = "prevent_effects"
    #: EN II-C-14.
    CANT_RETREAT = "cant_retreat"
    #: EN II-C-15.
    CANT_ATTACK = "cant_attack"
    #: EN I-A-03: the Retreat Cost is ``amount`` Colorless Energy more (negative: less), never
    #: below none.
    RETREAT_COST = "retreat_cost"
    #: EN I-A-03: the Pokémon has no Retreat Cost, whatever else changes it.
    NO_RETREAT_COST = "no_retreat_cost"
    #: D-15: the Pokémon's maximum HP is ``amount`` more (negative: less).
    HP = "hp"
    #: EN II-C-15: the Pokémon can't use the attack named ``attack``.
    CANT_USE_ATTACK = "cant_use_attack"
    #: EN II-E-03: when an attack damages the Pokémon, ``amount`` damage counters go on the
    #: Attacking Pokémon (attack step 6, before Knock Outs).
    DAMAGED_COUNTERS = "damaged_counters"
    #: EN II-E-03: when an attack damages the Pokémon, the Attacking Pokémon gets the Special
    #: Condition ``condition``.
    DAMAGED_CONDITION = "damaged_condition"
    #: On a player: they can't play Item cards from their hand.
    CANT_PLAY_ITEMS = "cant_play_items"
    #: EN II-B-03 (step 3): the Pokémon has no Weakness.
    NO_WEAKNESS = "no_weakness"
    #: On the attacker: its attacks' damage to the opponent's Active Pokémon isn't affected by
    #: any effects on that Pokémon (EN II-B-07, for every attack it uses).
    IGNORES_DEFENDER_EFFECTS = "ignores_defender_effects"
    #: Damage from an opponent's attack that would Knock this Pokémon Out from full HP leaves it
    #: with ``amount`` HP instead.
    SURVIVES_WITH = "survives_with"
    #: Before an opponent's attack's damage is put on this Pokémon, its owner flips a coin; if
    #: heads, the damage is prevented.
    COIN_PREVENTS_DAMAGE = "coin_prevents_damage"
    #: EN I-C, D-08: the Energy card ``energy`` (its id) attached to the Pokémon provides
    #: ``units`` instead of what its card provides by itself ("if this card is attached to a
    #: Basic Pokémon, this card provides every type of Energy").
    PROVIDES = "provides"
    #: EN II-D-13: the Pokémon has no Abilities (``except_ability``: but the one of that name).
    NO_ABILITIES = "no_abilities"
    #: EN II-D-13: the Pokémon Tools attached to the Pokémon have no effect.
    TOOLS_OFF = "tools_off"
    #: EN II-C-19, on a player: they can't play the cards ``against`` matches from their hand.
    CANT_PLAY = "cant_play"
    #: EN II-D-09, D-11, D-12: the Pokémon's attacks (``attack``: only that one) cost
    #: ``amount`` more ``symbol`` Energy (negative: less; None: Colorless).
    ATTACK_COST = "attack_cost"
    #: D-12: the Pokémon's attacks cost ``-amount`` Energy less, of any type.
    ATTACK_COST_ANY = "attack_cost_any"
    #: R-4, EN I-A-05 set aside by a card: the Pokémon can evolve (into the cards ``against``
    #: matches) during the turn it was played, and during its player's first turn too when
    #: ``amount`` is 1.
    EVOLVES_EARLY = "evolves_early"
    #: R-7: the Pokémon can't be affected by Special Conditions (``condition``: only that one)
    #: and recovers from them at once.
    NO_CONDITIONS = "no_conditions"
    #: R-11, D-17: when this Pokémon is Knocked Out, its opponent takes ``amount`` more Prize
    #: cards for it (negative: fewer, never below none).
    EXTRA_PRIZES = "extra_prizes"
    #: R-11, D-17, on the attacking Pokémon or its player: when its attack's damage Knocks Out
    #: an opponent's Pokémon, its player takes ``amount`` more Prize cards. On the Pokémon,
    #: ``against`` is the Knocked Out Pokémon; on a player, the attacking Pokémon (and
    #: ``only_to_opponents_active``: the Knocked Out Pokémon was the Active Pokémon).
    PRIZES_FOR_KNOCK_OUTS = "prizes_for_knock_outs"
    #: EN I-A-01 step 2a, D-01: when this Pokémon tries to attack, its owner flips a coin; if
    #: tails, the attack doesn't happen (it counts as not used) and the turn ends.
    ATTACK_COIN = "attack_coin"
    #: E-02: the attack named ``attack`` has a base damage of ``amount`` (step 1, B-01).
    BASE_DAMAGE = "base_damage"
    #: E-02, B-04: the attack named ``attack`` does ``amount`` more damage to the opponent's
    #: Active Pokémon (step 2).
    ATTACK_DAMAGE = "attack_damage"
    #: EN II-C-16: damage from attacks of ``amount`` or less (after steps 1-5) is prevented.
    PREVENT_DAMAGE_UP_TO = "prevent_damage_up_to"
    #: EN II-E-03: when an attack damages the Pokémon, as many damage counters as the damage
    #: done go on the Attacking Pokémon (attack step 6, before Knock Outs).
    DAMAGED_RETURNS = "damaged_returns"
    #: E-20: at the end of the turn it applies in (before Pokémon Checkup), ``amount`` damage
    #: counters are put on the Pokémon.
    END_OF_TURN_COUNTERS = "end_of_turn_counters"
    #: E-20, D-16: at the end of the turn, the Pokémon is Knocked Out.
    END_OF_TURN_KNOCK_OUT = "end_of_turn_knock_out"
    #: E-20: at the end of the turn, the Pokémon and all cards attached to it are discarded.
    END_OF_TURN_DISCARD = "end_of_turn_discard"
    #: The Mega Evolution rule set aside (card rule text): the turn doesn't end when the
    #: Pokémon evolves into a card ``against`` matches (Spirit Link Tools).
    KEEPS_TURN_ON_EVOLVING = "keeps_turn_on_evolving"


class CardTest(Protocol):
    """Which Pokémon a modifier counts against, by their top card (an effect-library card
    filter: "Pokémon ex", "Basic non-Fire Pokémon")."""

    def matches(self, card: Card) -> bool: ...


class Duration(StrEnum):
    THIS_TURN = "this_turn"
    OPPONENTS_NEXT_TURN = "opponents_next_turn"
    YOUR_NEXT_TURN = "your_next_turn"
    WHILE_IN_PLAY = "while_in_play"

    @property
    def term(self) -> Term:
        return Term(f"duration.{self.value}")


_TURN_OFFSET = {
    Duration.THIS_TURN: 0,
    Duration.OPPONENTS_NEXT_TURN: 1,
    Duration.YOUR_NEXT_TURN: 2,
}


@dataclass(frozen=True)
class Modifier:
    kind: ModifierKind
    #: Damage added (negative: taken away); unused by prohibitions.
    amount: int = 0
    duration: Duration = Duration.THIS_TURN
    #: The turn the effect was made in.
    made_turn: int = 0
    #: What made it, for the log and the card view ("Cloyster's Guard Press").
    source: Message | None = None
    #: For DAMAGE_DEALT: only against the opponent's Active Pokémon (B-04 examples).
    only_to_opponents_active: bool = False
    #: For DAMAGE_TAKEN / PREVENT_DAMAGE: only damage from the opponent's attacks (B-09 FAQ 2).
    only_from_opponent: bool = True
    #: Only against these Pokémon: the target of DAMAGE_DEALT, the attacker of DAMAGE_TAKEN and
    #: PREVENT_DAMAGE ("from your opponent's Pokémon ex"). None: against any.
    against: CardTest | None = None
    #: For CANT_USE_ATTACK, BASE_DAMAGE and ATTACK_DAMAGE: the attack's name.
    attack: str = ""
    #: For DAMAGED_CONDITION: the Special Condition (its value, "Poisoned").
    condition: str = ""
    #: For PROVIDES: the attached Energy card (its id) and what it provides, one set of types
    #: per unit of Energy (R-6).
    energy: int | None = None
    units: tuple[frozenset[EnergyType], ...] = ()
    #: For PROVIDES: the effect is another card's (an Ability's, a Stadium's), which outranks
    #: what the Energy card's own text says.
    by_other_card: bool = False
    #: For NO_ABILITIES: the Ability that still works ("except for Midnight Fluttering").
    except_ability: str = ""
    #: For ATTACK_COST: the Energy symbol added or taken away (None: Colorless).
    symbol: EnergyType | None = None
    #: The card (its id) discarded once this effect has changed an attack's damage or acted
    #: on the Attacking Pokémon (a Berry's "..., and discard this card").
    discard_card: int | None = None

    @property
    def active_turn(self) -> int | None:
        """The turn in which this modifier applies (``None``: as long as its source is in play)."""
        offset = _TURN_OFFSET.get(self.duration)
        return None if offset is None else self.made_turn + offset

    def applies(self, turn: int, in_checkup: bool) -> bool:
        active = self.active_turn
        if active is None:
            return True
        return turn == active and not in_checkup

    def counts_against(self, card: Card) -> bool:
        """Whether the modifier counts against the Pokémon whose top card is ``card``."""
        return self.against is None or self.against.matches(card)

    def expired(self, turn: int) -> bool:
        active = self.active_turn
        return active is not None and turn > active

    def describe(self) -> Message:
        """What the effect does and for how long ("attacks do 20 more damage this turn")."""
        named: dict[str, Arg] = {}
        if self.attack:
            named["attack"] = self.attack
        if self.condition:
            # The Special Condition's word (``condition.poisoned``).
            named["condition"] = Term(f"condition.{self.condition.lower()}")
        if self.kind is ModifierKind.PROVIDES:
            named["units"] = units_word(self.units)
        effect = msg(
            f"modifier.{self.kind.value}",
            amount=abs(self.amount),
            less=self.amount < 0,
            to_active=self.only_to_opponents_active,
            **named,
        )
        return msg("modifier.lasting", effect=effect, duration=self.duration.term)


def units_word(units: tuple[frozenset[EnergyType], ...]) -> Message:
    """Energy as a card provides it: "every type of Energy, 2 at a time", "Grass and Fire
    Energy, 1 at a time", "2 Colorless Energy" (EN I-C, D-08)."""
    types = units[0] if units and all(unit == units[0] for unit in units) else frozenset()
    return msg(
        "energy_units.provided",
        count=len(units),
        every=len(types) == len(EnergyType),
        either=len(types) > 1,
        types=tuple(t.term for t in sorted(types, key=list(EnergyType).index)),
    )
