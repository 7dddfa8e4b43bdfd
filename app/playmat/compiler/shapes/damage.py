"""Shapes of an attack's own damage (:mod:`playmat.effects.damage_parts`,
:mod:`playmat.effects.tallies`): more damage, damage for each heads or for each of something
counted (:mod:`playmat.compiler.shapes.tallies`) or discarded, none at all, damage to itself,
damage that Weakness, Resistance or effects on the Defending Pokémon don't change (EN
II-B-01..B-07, B-09, D-01, D-02)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import fields, is_dataclass, replace
from typing import Any, cast

from playmat.compiler.grammar import TYPE, Context, Miss, energy_type, number, shape
from playmat.compiler.shapes.tallies import TALLY, read_tally
from playmat.compiler.shapes.words import CARDS, card_filter
from playmat.effects.attached_cards import DiscardAllEnergyOfType, DiscardAttachedEnergy
from playmat.effects.base import ALWAYS, Part, Stage
from playmat.effects.damage_parts import (
    BaseDamage,
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
from playmat.effects.pokemon_parts import Lasting
from playmat.effects.predicates import EnergyCard, YouDid
from playmat.effects.tallies import DamageFor, DamageMode, Tally
from playmat.rules.modifiers import ModifierKind


def settled_before(context: Context, *, required: bool = True) -> None:
    """A change to the attack's own damage "if you do" depends on the step before it, which
    therefore resolves before the damage is settled (EN I-A-01 step 4a; E-19): that part is
    moved to the step before damage. :class:`Miss` when there is no such step to move (unless
    not ``required``: damage to other Pokémon "if you do" may follow a step that comes first
    anyway)."""
    if not isinstance(context.when, YouDid):
        return
    previous = context.parts[-1] if context.parts else None
    if not isinstance(previous, Part) or not _has_stage(previous):
        if not required:
            return
        raise Miss('no step before "if you do"')
    if previous.stage is Stage.DAMAGE:
        raise Miss("a step that does damage itself")
    context.parts[-1] = cast(Part, replace(cast(Any, previous), stage=Stage.BEFORE_DAMAGE))


def _has_stage(part: Part) -> bool:
    """Whether the part's stage is one of its fields (so a copy may have another)."""
    return is_dataclass(part) and any(f.name == "stage" for f in fields(part))


@shape(
    r"this attack does (?P<n>\d+) (?:damage )?(?:times the number of heads|for each heads)\.",
    conditional=False,
)
def damage_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DamagePerHeads(number(match["n"]))]


@shape(r"this attack does (?P<n>\d+) more damage\.")
def more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    settled_before(context)
    return [MoreDamage(number(match["n"]), context.when)]


@shape(
    r"this attack does (?P<printed>\d+) damage plus (?P<n>\d+) more damage"
    r"(?:; if tails, this attack does (?P=printed) damage)?\."
)
def plus_more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The printed "N+" damage, and N more under the condition ("; if tails, this attack
    does N damage": the printed damage, as without the condition)."""
    settled_before(context)
    return [MoreDamage(number(match["n"]), context.when)]


@shape(r"this attack's base damage is (?P<n>\d+)(?: instead of \d+)?\.")
@shape(r"this attack does (?P<plain>\d+) damage(?: to your opponent's Active Pokémon)?\.")
@shape(r"(?:this attack )?does (?P<n>\d+) damage to (?P<each>each Defending Pokémon)\.")
def base_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-01: the base damage the condition sets ("If tails, this attack does 10 damage"); "does
    N damage to each Defending Pokémon" on an attack printed without damage (a game has one
    Defending Pokémon)."""
    if match.groupdict().get("each") and any(
        "each Defending" in attack.text and attack.damage is not None
        for attack in context.card.attacks
    ):
        raise Miss("damage printed besides")
    groups = match.groupdict()
    if groups.get("plain") and context.when == ALWAYS:
        raise Miss("damage that is the printed damage")
    settled_before(context)
    return [BaseDamage(number(groups.get("n") or groups.get("plain"), least=0), context.when)]


@shape(r"(?:this|that) attack does nothing(?: \(not even damage\))?\.")
def does_nothing(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DoesNothing(context.when)]


@shape(
    r"this Pokémon (?:also )?does (?P<n>\d+) damage to itself(?P<unaffected>, and don't apply "
    r"Weakness and Resistance to this damage)?\."
)
def self_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-09: damage to itself, calculated as usual, or without Weakness and Resistance when
    the text says so (B-06)."""
    return [
        SelfDamage(
            number(match["n"]), context.when, ignore_weakness_resistance=bool(match["unaffected"])
        )
    ]


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


@shape(
    r"\(?Don't apply (?P<wr>Weakness and Resistance|Weakness|Resistance)(?: for this attack)?"
    r"(?:\.\)|\)?\.)",
    conditional=False,
)
def do_not_apply(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-06 in the older wording: "Don't apply Weakness and Resistance (for this attack)",
    for all of the attack's damage to other Pokémon (not to the attacker itself, whose
    damage a text words on its own)."""
    if any(isinstance(part, SelfDamage) for part in context.parts):
        raise Miss("damage to itself too")
    wr = match["wr"].lower()
    if wr == "resistance":
        return [IgnoreResistance()]
    return [DamageIgnores(weakness=True, resistance="resistance" in wr)]


@shape(
    r"\(Any other effects that would happen after applying Weakness and Resistance still "
    r"happen\.\)",
    conditional=False,
)
def still_happen(match: re.Match[str], context: Context) -> Sequence[Part]:
    """A reminder after :func:`do_not_apply`: the effects on the Defending Pokémon still count
    (B-07 is not meant), as the part before already does."""
    previous = context.parts[-1] if context.parts else None
    if not isinstance(previous, DamageIgnores | IgnoreResistance) or (
        isinstance(previous, DamageIgnores) and previous.effects
    ):
        raise Miss("no Weakness or Resistance left out before it")
    return []


@shape(r"\(Any other effects of attacks still happen\.?\)\.?", conditional=False)
def other_effects_happen(match: re.Match[str], context: Context) -> Sequence[Part]:
    """A reminder after a prevention of damage only (EN II-C-16): the effects of attacks still
    happen, as the part before already lets them."""
    previous = context.parts[-1] if context.parts else None
    if not isinstance(previous, Lasting) or previous.kind is not ModifierKind.PREVENT_DAMAGE:
        raise Miss("no damage prevented before it")
    return []


@shape(r"you may do (?:\d+ damage plus )?(?P<n>\d+) more damage\.", conditional=False)
def may_do_more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-10: the player decides; a following "If you do" depends on the answer (E-19)."""
    return [MayDoMoreDamage(number(match["n"]))]


@shape(
    r"(?:this attack )?does (?P<n>\d+) (?:(?P<mode>more|less) )?damage"
    r"(?: (?P<sign>plus|minus) (?P<plus>\d+) (?:more )?damage)?"
    rf" (?:for each|times the (?:number|amount) of) {TALLY}\.",
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
    if context.when != ALWAYS and (
        counted.tally in (Tally.HEADS, Tally.TAILS) or mode is DamageMode.TIMES
    ):
        # A printed "N×" whose condition fails: the text doesn't say what is left of it.
        raise Miss("coins counted, or damage multiplied, under a condition")
    settled_before(context)
    return [DamageFor(per, counted.tally, mode, counted.energy, counted.cards, when=context.when)]


@shape(r"you can't add more th[ae]n (?P<cap>\d+) damage in this way\.", conditional=False)
@shape(
    rf"Extra {TYPE} Energy after the (?P<count>\d+)(?:st|nd|rd|th) (?:doesn't|don't) count\.",
    conditional=False,
)
def damage_cap(match: re.Match[str], context: Context) -> Sequence[Part]:
    """A limit on the damage the sentence before adds for each of something: "You can't add
    more than 40 damage in this way", "Extra Water Energy after the 2nd doesn't count" (that
    many Energy at the most, B-01)."""
    previous = context.parts[-1] if context.parts else None
    if not isinstance(previous, DamageFor) or previous.mode is not DamageMode.MORE:
        raise Miss("no damage added for each of something before it")
    if previous.cap:
        raise Miss("a second limit")
    if match.groupdict().get("cap"):
        cap = number(match["cap"])
    else:
        energy_counted = previous.tally in (Tally.SPARE_ENERGY, Tally.ENERGY_ON_SELF)
        if not energy_counted or previous.energy is not energy_type(match["type"]):
            raise Miss("a limit on Energy the sentence before doesn't count")
        cap = previous.per * number(match["count"])
    context.parts[-1] = replace(previous, cap=cap)
    return []


#: Parts that discard cards and count them, which "for each card you discarded in this way"
#: may follow.
COUNTING = (DiscardTopOfDeck, DiscardAttachedEnergy, DiscardAllEnergyOfType, DiscardFromHand)


@shape(
    r"this attack does (?:\d+ damage plus (?=\d+ more))?(?P<n>\d+) (?:(?P<more>more) )?damage "
    rf"for each (?:card|(?P<kind>{CARDS})) (?:you )?discarded(?: in this way)?\.",
)
@shape(
    r"this attack does (?P<n>\d+) damage times the number of (?:cards|(?P<kind>"
    rf"{CARDS})) you discarded(?: in this way)?\.",
)
def damage_for_discarded(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-02 after a discard that counts: "N (more) damage for each card you discarded in
    this way". The discard settles the damage, so it resolves before it: the previous part
    moves to the step before damage. Cards of one kind are counted only after a discard from
    the top of a deck, which counts them. "If you do, ..." after an optional discard: none
    discarded counts none (and "N damage for each" is then no damage, as printed "N×")."""
    if context.when not in (ALWAYS, YouDid()):
        raise Miss("a condition on counting what was discarded")
    previous = context.parts[-1] if context.parts else None
    if not isinstance(previous, COUNTING):
        raise Miss("nothing was discarded to count")
    counts = card_filter(match, context.card) if match["kind"] else None
    energy_only = isinstance(previous, DiscardAttachedEnergy | DiscardAllEnergyOfType)
    if counts == EnergyCard() and energy_only:
        # Each card those parts discard is an Energy card.
        counts = None
    if counts is not None and not isinstance(previous, DiscardTopOfDeck):
        raise Miss("counting a kind among cards discarded otherwise")
    mode = DamageMode.MORE if match.groupdict().get("more") else DamageMode.TIMES
    made = DamageFor(number(match["n"]), Tally.COUNTED, mode, cards=counts)
    if isinstance(previous, DiscardTopOfDeck):
        previous = replace(previous, counts=counts)
    context.parts[-1] = replace(previous, stage=Stage.BEFORE_DAMAGE)
    return [made]
