"""Shapes of an attack's own damage (:mod:`playmat.effects.damage_parts`,
:mod:`playmat.effects.tallies`): more damage, damage for each heads or for each of something
counted (:mod:`playmat.compiler.shapes.tallies`) or discarded, none at all, damage to itself,
damage that Weakness, Resistance or effects on the Defending Pokémon don't change (EN
II-B-01..B-07, B-09, D-01, D-02)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from playmat.compiler.grammar import Context, Miss, number, shape
from playmat.compiler.shapes.tallies import TALLY, read_tally
from playmat.compiler.shapes.words import CARDS, card_filter
from playmat.effects.attached_cards import DiscardAllEnergyOfType, DiscardAttachedEnergy
from playmat.effects.base import Part, Stage
from playmat.effects.damage_parts import (
    DamageIgnores,
    DamagePerHeads,
    DoesNothing,
    IgnoreResistance,
    MayDoMoreDamage,
    MoreDamage,
    SelfDamage,
)
from playmat.effects.deck_top import DiscardTopOfDeck
from playmat.effects.hands import DiscardFromHand
from playmat.effects.predicates import EnergyCard
from playmat.effects.tallies import DamageFor, DamageMode, Tally


@shape(
    r"this attack does (?P<n>\d+) damage (?:times the number of heads|for each heads)\.",
    conditional=False,
)
def damage_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DamagePerHeads(number(match["n"]))]


@shape(r"this attack does (?P<n>\d+) more damage\.")
def more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [MoreDamage(number(match["n"]), context.when)]


@shape(
    r"this attack does (?P<printed>\d+) damage plus (?P<n>\d+) more damage"
    r"(?:; if tails, this attack does (?P=printed) damage)?\."
)
def plus_more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The printed "N+" damage, and N more under the condition ("; if tails, this attack
    does N damage": the printed damage, as without the condition)."""
    return [MoreDamage(number(match["n"]), context.when)]


@shape(r"(?:this|that) attack does nothing\.")
def does_nothing(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DoesNothing(context.when)]


@shape(r"this Pokémon (?:also )?does (?P<n>\d+) damage to itself\.")
def self_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [SelfDamage(number(match["n"]), context.when)]


#: Effects on the Defending Pokémon as the eras wrote them (B-07).
_EFFECTS = (
    r"(?:, or by (?P<also>any effects on your opponent's Active Pokémon)|"
    r"(?:, (?:Poké-Powers, Poké-Bodies|Pokémon Powers))?, or (?P<other>any other effects on "
    r"your opponent's Active Pokémon))"
)


@shape(
    r"this (?:attack's )?damage (?:isn't|is not) affected by (?:(?P<wr>Weakness or Resistance|"
    rf"Weakness, Resistance|Weakness|Resistance){_EFFECTS}?|"
    r"(?P<effects>any effects on your opponent's Active Pokémon))\.",
    conditional=False,
)
def damage_unaffected(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-06: no Weakness and/or Resistance for this attack's damage; B-07: nor effects on the
    Defending Pokémon (its Poké-Powers and Poké-Bodies are such effects)."""
    wr = (match["wr"] or "").lower()
    effects = bool(match["also"] or match["other"] or match["effects"])
    if wr == "weakness, resistance" and not effects:
        raise Miss("a list that ends with nothing")
    if wr == "resistance" and not effects:
        return [IgnoreResistance()]
    return [
        DamageIgnores(weakness="weakness" in wr, resistance="resistance" in wr, effects=effects)
    ]


@shape(r"you may do (?:\d+ damage plus )?(?P<n>\d+) more damage\.", conditional=False)
def may_do_more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-10: the player decides; a following "If you do" depends on the answer (E-19)."""
    return [MayDoMoreDamage(number(match["n"]))]


@shape(
    r"(?:this attack )?does (?P<n>\d+) (?:(?P<mode>more|less) )?damage"
    r"(?: (?P<sign>plus|minus) (?P<plus>\d+) (?:more )?damage)?"
    rf" (?:for each|times the (?:number|amount) of) {TALLY}\.",
    conditional=False,
)
def damage_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-01 "N more damage for each", B-02 "N damage for each" (× printed), B-03 "N less
    damage for each"; "N damage plus (minus) N more damage for each" is the printed N+ (N-)
    and B-01 (B-03). Older cards say "does N damage times the number of ..."."""
    counted = read_tally(match["what"])
    if match["plus"]:
        if match["mode"]:
            raise Miss("more damage plus more damage")
        minus = match["sign"].lower() == "minus"
        per, mode = number(match["plus"]), DamageMode.LESS if minus else DamageMode.MORE
    else:
        per, mode = number(match["n"]), DamageMode((match["mode"] or "times").lower())
    return [DamageFor(per, counted.tally, mode, counted.energy, counted.cards)]


#: Parts that discard cards and count them, which "for each card you discarded in this way"
#: may follow.
_COUNTING = (DiscardTopOfDeck, DiscardAttachedEnergy, DiscardAllEnergyOfType, DiscardFromHand)


@shape(
    r"this attack does (?P<n>\d+) (?:(?P<more>more) )?damage for each (?:card|"
    rf"(?P<kind>{CARDS})) you discarded in this way\.",
    conditional=False,
)
def damage_for_discarded(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-02 after a discard that counts: "N (more) damage for each card you discarded in
    this way". The discard settles the damage, so it resolves before it: the previous part
    moves to the step before damage. Cards of one kind are counted only after a discard from
    the top of a deck, which counts them."""
    previous = context.parts[-1] if context.parts else None
    if not isinstance(previous, _COUNTING):
        raise Miss("nothing was discarded to count")
    counts = card_filter(match, context.card) if match["kind"] else None
    energy_only = isinstance(previous, DiscardAttachedEnergy | DiscardAllEnergyOfType)
    if counts == EnergyCard() and energy_only:
        # Each card those parts discard is an Energy card.
        counts = None
    if counts is not None and not isinstance(previous, DiscardTopOfDeck):
        raise Miss("counting a kind among cards discarded otherwise")
    mode = DamageMode.MORE if match["more"] else DamageMode.TIMES
    made = DamageFor(number(match["n"]), Tally.COUNTED, mode, cards=counts)
    if isinstance(previous, DiscardTopOfDeck):
        previous = replace(previous, counts=counts)
    context.parts[-1] = replace(previous, stage=Stage.BEFORE_DAMAGE)
    return [made]
