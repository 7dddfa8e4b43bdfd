"""Shapes of lasting effects an attack leaves for the next turns (:class:`Lasting`): a coin the
Defending Pokémon's player flips before it may attack (EN I-A-01 step 2a, D-01), one attack of
this Pokémon stronger during your next turn (E-02, B-01, B-04), small damage prevented (C-16)
and damage returned to the Attacking Pokémon (E-03) during your opponent's next turn."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, Miss, number, shape
from playmat.effects.base import Part
from playmat.effects.pokemon_parts import Lasting
from playmat.rules.modifiers import Duration, ModifierKind

_THEIR_TURN = "during your opponent's next turn"
_TRIES = r"your opponent's Active Pokémon tries to (?:use an )?attack"
_BEFORE_WR = r"(?: \(before applying Weakness and Resistance\))?"


@shape(
    rf"(?:{_THEIR_TURN}, if {_TRIES}|if {_TRIES} {_THEIR_TURN}), your opponent flips 1 coin\. "
    r"If tails, that attack (?:does nothing|doesn't happen)\.",
    sentences=2,
)
def attack_needs_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-A-01 step 2a, D-01: during the opponent's next turn, the Defending Pokémon's
    attacks need heads; on tails the attack doesn't happen, counts as not used, and the turn
    ends."""
    return [
        Lasting(
            ModifierKind.ATTACK_COIN,
            Duration.OPPONENTS_NEXT_TURN,
            on_defender=True,
            when=context.when,
        )
    ]


@shape(
    r"during your next turn, this Pokémon's (?P<attack>[^.]+?) attack(?: does (?P<more>\d+) "
    rf"more damage{_BEFORE_WR}|'s base damage is (?P<base>\d+))\."
)
def own_attack_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-02: during your next turn one attack of this Pokémon does N more damage to the
    Defending Pokémon (step 2, B-04) or has a base damage of N (B-01). It is an effect on this
    Pokémon: it ends if the Pokémon goes to the Bench or evolves (EN I-A-03)."""
    named = match["attack"]
    if named not in {attack.name for attack in context.card.attacks}:
        raise Miss(f"{named!r} is not an attack of this card")
    if match["more"]:
        kind, amount = ModifierKind.ATTACK_DAMAGE, number(match["more"], least=10)
    else:
        kind, amount = ModifierKind.BASE_DAMAGE, number(match["base"], least=10)
    return [Lasting(kind, Duration.YOUR_NEXT_TURN, amount=amount, when=context.when, attack=named)]


@shape(
    r"during your next turn, each of this Pokémon's attacks does (?P<n>\d+) more damage"
    rf"(?: to your opponent's Active Pokémon)?{_BEFORE_WR}\."
)
def own_attacks_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-02, B-04: during your next turn this Pokémon's attacks do N more damage to the
    Defending Pokémon (step 2)."""
    amount = number(match["n"], least=10)
    return [
        Lasting(
            ModifierKind.DAMAGE_DEALT, Duration.YOUR_NEXT_TURN, amount=amount, when=context.when
        )
    ]


@shape(
    rf"(?:{_THEIR_TURN}, prevent all damage done to this Pokémon by attacks if that damage is "
    rf"(?P<n>\d+) or less|{_THEIR_TURN}, if this Pokémon would be damaged by an attack, prevent "
    r"that attack's damage done to this Pokémon if that damage is (?P<n2>\d+) or less|"
    rf"{_THEIR_TURN}, whenever (?P<n3>\d+) or less damage is done to this Pokémon \(after "
    r"applying Weakness and Resistance\), prevent that damage)\."
)
def small_damage_prevented(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-16: during the opponent's next turn, damage from their attacks to this Pokémon
    is prevented when it comes to N or less after Weakness, Resistance and the other effects on
    it (step 6)."""
    amount = number(match["n"] or match["n2"] or match["n3"], least=10)
    return [
        Lasting(
            ModifierKind.PREVENT_DAMAGE_UP_TO,
            Duration.OPPONENTS_NEXT_TURN,
            amount=amount,
            when=context.when,
        )
    ]


@shape(
    rf"{_THEIR_TURN}, if this Pokémon is damaged by an attack \(even if this Pokémon is Knocked "
    r"Out\), put damage counters on the Attacking Pokémon equal to the damage done to this "
    r"Pokémon\."
)
def damage_returned(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-E-03: during the opponent's next turn, an attack that damages this Pokémon gets as
    many damage counters on its Attacking Pokémon as the damage done (10 for each counter),
    after its damage and effects (attack step 6), before Knock Outs."""
    return [Lasting(ModifierKind.DAMAGED_RETURNS, Duration.OPPONENTS_NEXT_TURN, when=context.when)]


@shape(
    rf"(?:at the end of {_THEIR_TURN.removeprefix('during ')}, (?:put (?P<n>\d+) damage "
    r"counters? on your opponent's Active Pokémon|(?P<ko>your opponent's Active Pokémon will be "
    r"Knocked Out)|(?P<discard>discard your opponent's Active Pokémon and all (?:attached cards|"
    r"cards attached to it)))|put (?P<n2>\d+) damage counters? on your opponent's Active Pokémon "
    rf"at the end of {_THEIR_TURN.removeprefix('during ')})\."
)
def at_the_end_of_their_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-20, E-01: at the end of the opponent's next turn (after their attack, before Pokémon
    Checkup), damage counters go on the Defending Pokémon, or it is Knocked Out (D-16), or it is
    discarded with all of its cards; if it leaves the Active Spot first, nothing happens."""
    if match["ko"]:
        kind, amount = ModifierKind.END_OF_TURN_KNOCK_OUT, 0
    elif match["discard"]:
        kind, amount = ModifierKind.END_OF_TURN_DISCARD, 0
    else:
        kind, amount = ModifierKind.END_OF_TURN_COUNTERS, number(match["n"] or match["n2"])
    return [
        Lasting(
            kind, Duration.OPPONENTS_NEXT_TURN, on_defender=True, amount=amount, when=context.when
        )
    ]
