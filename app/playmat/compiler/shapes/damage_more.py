"""Shapes of the damage family added for the whole card pool (see ``damage.py``,
``pokemon.py``, ``cards.py`` for the first ones): damage counted on the board ("for each ..."),
coins flipped until tails, damage to each of several Pokémon, damage counters, the top cards
of a deck discarded, and the conditions attacks' damage depends on (EN II-B, C-01, C-07)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from playmat.compiler.grammar import (
    ABILITY,
    ATTACK,
    TYPE,
    Context,
    Miss,
    energy_type,
    number,
    opening,
    shape,
)
from playmat.compiler.shapes.damage import POKEMON, pokemon_filter
from playmat.compiler.shapes.words import CARDS, CONDITION, card_filter, condition
from playmat.effects.attack_parts import (
    Compare,
    Count,
    Counted,
    CountIs,
    DamageFor,
    DamageMode,
    DamageToChosen,
    DamageToEach,
    DefenderAffected,
    DefenderIsKind,
    DiscardTopOfDeck,
    EnergyAgainstDefender,
    EnergyInPlayAtLeast,
    ExtraEnergy,
    FlipCoinsFor,
    FlipUntilTails,
    HasAttackNamed,
    HasDamageCounters,
    HasPokemon,
    HeadsCount,
    IsNamedPokemon,
    Placing,
    PokemonKind,
    PutDamageCounters,
    SameHandSize,
    SelfAffected,
    SelfEnergyAtLeast,
    SelfHasAttached,
    SelfHasTool,
    Side,
    StadiumInPlay,
    SupporterPlayed,
    Tally,
)
from playmat.effects.base import Condition, Part, Stage
from playmat.effects.damage_parts import MayDoMoreDamage
from playmat.effects.field_parts import DiscardAttachedEnergy
from playmat.effects.pokemon_parts import DiscardAllEnergyOfType
from playmat.effects.predicates import (
    AnyPokemon,
    BasicEnergy,
    EnergyCard,
    NamedCard,
)
from playmat.effects.zone_parts import DiscardFromHand

# -- pieces of sentences -----------------------------------------------------------------------


def _plain(pattern: str) -> str:
    """A pattern with its named groups made plain, to sit in an alternation with others."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


Reader = Callable[[re.Match[str]], Count]


def _alternation(table: Sequence[tuple[re.Pattern[str], Reader]]) -> str:
    return "(?:" + "|".join(_plain(regex.pattern) for regex, _ in table) + ")"


def _read(table: Sequence[tuple[re.Pattern[str], Reader]], text: str) -> Count:
    for regex, read in table:
        found = regex.fullmatch(text)
        if found:
            return read(found)
    raise Miss(f"nothing counts {text!r}")


# -- "for each ...": what is counted (B-01..B-03) ------------------------------------------------

_ENERGY_ON = {
    "this pokémon": Tally.ENERGY_ON_SELF,
    "your opponent's active pokémon": Tally.ENERGY_ON_DEFENDER,
    "both active pokémon": Tally.ENERGY_ON_BOTH_ACTIVE,
    "all of your pokémon": Tally.ENERGY_ON_YOUR_POKEMON,
    "all of your opponent's pokémon": Tally.ENERGY_ON_OPPONENTS_POKEMON,
}
_COUNTERS_ON = {
    "this pokémon": Tally.COUNTERS_ON_SELF,
    "your opponent's active pokémon": Tally.COUNTERS_ON_DEFENDER,
    "all of your opponent's pokémon": Tally.COUNTERS_ON_OPPONENTS_POKEMON,
}


def _energy(match: re.Match[str]) -> Count:
    tally = _ENERGY_ON[match["on"].lower()]
    if match["etype"]:
        if match["card"]:
            raise Miss("typed Energy cards attached")
        return Count(tally, energy=energy_type(match["etype"]))
    if match["basic"]:
        return Count(tally, cards=BasicEnergy())
    if match["special"]:
        return Count(tally, cards=EnergyCard(special=True))
    if match["card"]:
        return Count(tally, cards=EnergyCard())
    return Count(tally)


def _counters(match: re.Match[str]) -> Count:
    if match["benched"]:
        return Count(Tally.COUNTERS_ON_YOUR_BENCHED, cards=pokemon_filter(match))
    return Count(_COUNTERS_ON[match["on"].lower()])


def _prizes(match: re.Match[str]) -> Count:
    if match["who"].lower() == "you have":
        return Count(Tally.PRIZES_YOU_TOOK)
    return Count(Tally.PRIZES_OPPONENT_TOOK)


def _benched(match: re.Match[str]) -> Count:
    tally = Tally.OPPONENTS_BENCHED if match["whose"] else Tally.YOUR_BENCHED
    if match["name"]:
        return Count(tally, cards=IsNamedPokemon(match["name"]))
    return Count(tally, cards=pokemon_filter(match))


def _in_play(match: re.Match[str]) -> Count:
    tally = Tally.OPPONENTS_POKEMON if match["whose"] else Tally.YOUR_POKEMON
    if match["attack"]:
        return Count(tally, cards=HasAttackNamed(match["attack"]))
    return Count(tally, cards=pokemon_filter(match))


def _in_zone(match: re.Match[str]) -> Count:
    theirs = bool(match["whose"])
    if match.groupdict().get("zone") == "hand":
        return Count(Tally.OPPONENTS_HAND if theirs else Tally.YOUR_HAND)
    tally = Tally.OPPONENTS_DISCARD if theirs else Tally.YOUR_DISCARD
    if match.groupdict().get("attack"):
        return Count(tally, cards=HasAttackNamed(match["attack"]))
    return Count(tally, cards=card_filter(match))


_NAME = r"(?P<name>(?!Pokémon\b)(?-i:[A-Z])[\w'é-]*(?: (?!Pokémon\b)(?-i:[A-Z])[\w'é-]*)*)"
_WHOSE = r"(?P<whose>opponent's )?"

TALLIES: list[tuple[re.Pattern[str], Reader]] = [
    (re.compile(r"heads", re.I), lambda m: Count(Tally.HEADS)),
    (re.compile(r"tails", re.I), lambda m: Count(Tally.TAILS)),
    (
        re.compile(
            rf"(?:{TYPE.replace('type', 'etype')} |(?P<basic>Basic )|(?P<special>Special ))?"
            r"Energy(?P<card> card)? attached to (?P<on>this Pokémon|your opponent's Active "
            r"Pokémon|both Active Pokémon|all of your Pokémon|all of your opponent's Pokémon)",
            re.I,
        ),
        _energy,
    ),
    (
        re.compile(
            r"damage counters? on (?:(?P<on>this Pokémon|your opponent's Active Pokémon|all of "
            rf"your opponent's Pokémon)|(?P<benched>all of your Benched {POKEMON}))",
            re.I,
        ),
        _counters,
    ),
    (re.compile(r"Prize cards? (?P<who>your opponent has|you have) taken", re.I), _prizes),
    (
        re.compile(rf"of your {_WHOSE}Benched (?:{POKEMON}|{_NAME})", re.I),
        _benched,
    ),
    (
        re.compile(r"Benched Pokémon \(both yours and your opponent's\)", re.I),
        lambda m: Count(Tally.ALL_BENCHED),
    ),
    (
        re.compile(
            rf"of your {_WHOSE}(?:Pokémon in play that has the (?P<attack>[^.]+?) attack|"
            rf"{POKEMON} in play)",
            re.I,
        ),
        _in_play,
    ),
    (
        re.compile(r"Pokémon Tool attached to all of your Pokémon", re.I),
        lambda m: Count(Tally.TOOLS_ON_YOUR_POKEMON),
    ),
    (
        re.compile(rf"{CARDS} in your {_WHOSE}discard pile", re.I),
        _in_zone,
    ),
    (
        re.compile(
            rf"Pokémon in your {_WHOSE}discard pile that has the (?P<attack>[^.]+?) attack", re.I
        ),
        _in_zone,
    ),
    (re.compile(rf"card in your {_WHOSE}(?P<zone>hand)", re.I), _in_zone),
    (
        re.compile(r"Special Condition affecting your opponent's Active Pokémon", re.I),
        lambda m: Count(Tally.CONDITIONS_ON_DEFENDER),
    ),
    (
        re.compile(r"Colorless in your opponent's Active Pokémon's Retreat Cost", re.I),
        lambda m: Count(Tally.DEFENDER_RETREAT_COST),
    ),
]
TALLY = rf"(?P<what>{_alternation(TALLIES)})"


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
    counted = _read(TALLIES, match["what"])
    if match["plus"]:
        if match["mode"]:
            raise Miss("more damage plus more damage")
        minus = match["sign"].lower() == "minus"
        per, mode = number(match["plus"]), DamageMode.LESS if minus else DamageMode.MORE
    else:
        per, mode = number(match["n"]), DamageMode((match["mode"] or "times").lower())
    return [DamageFor(per, counted.tally, mode, counted.energy, counted.cards)]


@shape(rf"flip 1 coin for each {TALLY}\.", conditional=False)
def flip_coin_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """As many coins as counted when the attack's damage is settled (B-02 then counts the
    heads)."""
    counted = _read(TALLIES, match["what"])
    if counted.tally in (Tally.HEADS, Tally.TAILS):
        raise Miss("coins for each coin")
    return [FlipCoinsFor(counted.tally, counted.energy, counted.cards)]


@shape(r"flip 1 coin until you get tails\.", conditional=False)
def flip_until_tails(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-02 example: "Flip a coin until you get tails. This attack does N damage for each
    heads." """
    return [FlipUntilTails()]


# -- damage to each of several Pokémon (B-08) ----------------------------------------------------


def _per(match: re.Match[str]) -> Tally | None:
    """What "for each ..." after damage to other Pokémon counts (a plain count only)."""
    if not match["what"]:
        return None
    counted = _read(TALLIES, match["what"])
    if counted.energy is not None or counted.cards is not None:
        raise Miss("damage to other Pokémon for each of a kind")
    return counted.tally


@shape(
    r"this attack (?:also )?does (?P<n>\d+) damage to (?P<count>\d+) of your opponent's "
    rf"(?P<bench>Benched )?Pokémon for each {TALLY}\.",
)
def damage_to_chosen_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08 with B-02: N damage for each ... to N chosen Pokémon."""
    return [
        DamageToChosen(
            number(match["n"]),
            number(match["count"]),
            bench_only=bool(match["bench"]),
            per=_per(match),
            when=context.when,
        )
    ]


@shape(r"you may do (?:\d+ damage plus )?(?P<n>\d+) more damage\.", conditional=False)
def may_do_more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-10: the player decides; a following "If you do" depends on the answer (E-19)."""
    return [MayDoMoreDamage(number(match["n"]))]


_EACH = (
    r"(?:of (?P<whose>your opponent's |your )(?P<bench>Benched )?"
    rf"{POKEMON}(?P<hurt> that has any damage counters on it)?|(?P<both_bench>Benched )?Pokémon"
    r"(?P<damaged> that has any damage counters on it)? \(both yours and your opponent's\)"
    r"(?P<except>, except for this Pokémon)?)"
)


@shape(
    rf"(?:this attack )?(?:also )?does (?P<n>\d+) damage to each {_EACH}(?: for each {TALLY})?\.",
)
def damage_to_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08 to every Pokémon the text names, Weakness and Resistance only for an Active one;
    "for each ..." multiplies it."""
    per = _per(match)
    if match["whose"]:
        side = Side.OPPONENTS if "opponent" in match["whose"] else Side.YOURS
        if side is Side.YOURS and not match["bench"]:
            raise Miss("each of your Pokémon, this one too")
        return [
            DamageToEach(
                number(match["n"]),
                side=side,
                bench_only=bool(match["bench"]),
                damaged_only=bool(match["hurt"]),
                cards=pokemon_filter(match),
                per=per,
                when=context.when,
            )
        ]
    return [
        DamageToEach(
            number(match["n"]),
            side=Side.BOTH,
            bench_only=bool(match["both_bench"]),
            damaged_only=bool(match["damaged"]),
            except_self=bool(match["except"]),
            per=per,
            when=context.when,
        )
    ]


# -- damage counters (C-07) ---------------------------------------------------------------------


@shape(
    r"put damage counters on (?:(?P<defender>your opponent's Active Pokémon)|each of your "
    r"opponent's (?P<bench>Benched )?Pokémon) until its remaining HP is (?P<hp>\d+)\.",
)
def put_counters_until(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-07 and D-16: as many damage counters as bring the remaining HP down to N."""
    placing = Placing.DEFENDER if match["defender"] else Placing.EACH
    return [
        PutDamageCounters(
            0,
            placing,
            bench_only=bool(match["bench"]),
            until_hp=number(match["hp"]),
            when=context.when,
        )
    ]


@shape(
    r"put (?P<n>\d+) damage counters? on (?:(?P<defender>your opponent's Active Pokémon)|"
    r"(?P<count>\d+) of your opponent's (?P<bench>Benched )?Pokémon|"
    r"each of your opponent's (?P<each_bench>Benched )?Pokémon(?P<damaged> that has any damage "
    r"counters on it)?|(?P<spread>your opponent's (?P<spread_bench>Benched )?Pokémon in any way "
    r"you like))\.",
    where=(ATTACK, ABILITY),
)
def put_damage_counters(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-07 on the Defending Pokémon, on chosen Pokémon, on each of them, or one at a time
    "in any way you like"."""
    counters = number(match["n"])
    if match["defender"]:
        return [PutDamageCounters(counters, when=context.when)]
    if match["count"]:
        return [
            PutDamageCounters(
                counters,
                Placing.CHOSEN,
                bench_only=bool(match["bench"]),
                count=number(match["count"]),
                when=context.when,
            )
        ]
    if match["spread"]:
        return [
            PutDamageCounters(
                counters,
                Placing.SPREAD,
                bench_only=bool(match["spread_bench"]),
                when=context.when,
            )
        ]
    return [
        PutDamageCounters(
            counters,
            Placing.EACH,
            bench_only=bool(match["each_bench"]),
            damaged_only=bool(match["damaged"]),
            when=context.when,
        )
    ]


@shape(
    r"choose (?P<count>\d+) of your opponent's (?P<bench>Benched )?Pokémon and put "
    r"(?P<n>\d+) damage counters? on each of them\.",
    where=(ATTACK, ABILITY),
)
def choose_and_put_counters(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-07 on N different Pokémon the player chooses, the same number on each."""
    return [
        PutDamageCounters(
            number(match["n"]),
            Placing.CHOSEN,
            bench_only=bool(match["bench"]),
            count=number(match["count"]),
            when=context.when,
        )
    ]


# -- the top of a deck (C-01), and damage for each card discarded (B-02, D-02) -----------------

_TOP = r"discard the top (?:card|(?P<n>\d+) cards?) of your (?P<whose>opponent's )?deck"


@shape(_TOP + r"\.")
def discard_top_of_deck(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01 from the top of a deck: as many as there are."""
    count = number(match["n"]) if match["n"] else 1
    return [DiscardTopOfDeck(count, opponents=bool(match["whose"]), when=context.when)]


@shape(
    _TOP + r", and this attack does (?P<per>\d+) damage for each "
    rf"{CARDS} that you discarded in this way\.",
    conditional=False,
)
def discard_top_for_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The discard settles the damage, so it comes before it (B-02): N for each card of the
    kind named among those discarded."""
    count = number(match["n"]) if match["n"] else 1
    counts = card_filter(match, context.card)
    return [
        DiscardTopOfDeck(
            count, opponents=bool(match["whose"]), counts=counts, stage=Stage.BEFORE_DAMAGE
        ),
        DamageFor(number(match["per"]), Tally.COUNTED, DamageMode.TIMES, cards=counts),
    ]


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


# -- damage to chosen Pokémon, unaffected by Weakness and Resistance or effects (B-06..B-08) -----


@shape(
    r"this attack (?:also )?does (?P<n>\d+) damage to (?P<count>\d+) of your opponent's "
    r"(?P<bench>Benched )?Pokémon\. This (?:attack's )?damage isn't affected by Weakness or "
    r"Resistance(?P<effects>, or by any effects on those Pokémon)?\.",
    sentences=2,
)
@shape(
    r"choose (?P<count>1) of your opponent's (?P<bench>Benched )?Pokémon\. This attack does "
    r"(?P<n>\d+) damage to that Pokémon\. This attack's damage isn't affected by Weakness"
    r"(?: or|,) Resistance(?P<effects>, Poké-Powers, Poké-Bodies, or any other effects on that "
    r"Pokémon)?\.",
    sentences=3,
)
def damage_to_chosen_unaffected(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-06, B-07 for damage to chosen Pokémon: no Weakness or Resistance, and (if the text
    says so) no effects on those Pokémon either."""
    return [
        DamageToChosen(
            number(match["n"]),
            number(match["count"]),
            bench_only=bool(match["bench"]),
            ignore_weakness_resistance=True,
            ignore_effects=bool(match["effects"]),
            when=context.when,
        )
    ]


# -- conditions that open a sentence ---------------------------------------------------------------

_KINDS = {
    "pokémon ex or pokémon v": PokemonKind.EX_OR_V,
    "pokémon ex": PokemonKind.EX,
    "pokémon v": PokemonKind.V,
    # "Pokémon-EX" (XY, BW) and "Pokémon-ex" (the EX series, which print the "ex" subtype).
    "Pokémon-EX": PokemonKind.OLD_EX,
    "Pokémon-ex": PokemonKind.EX,
    "pokémon-gx": PokemonKind.GX,
    "evolved pokémon": PokemonKind.EVOLUTION,
    "basic pokémon": PokemonKind.BASIC,
    "stage 1 pokémon": PokemonKind.STAGE_1,
    "stage 2 pokémon": PokemonKind.STAGE_2,
    "evolution pokémon": PokemonKind.EVOLUTION,
    "tera pokémon": PokemonKind.TERA,
}


@opening(
    r"if your opponent's Active Pokémon (?P<verb>is|isn't) (?:(?:1|an?) )?(?P<kind>"
    r"Pokémon ex or Pokémon V|Pokémon ex|Pokémon V|(?-i:Pokémon-EX)|(?-i:Pokémon-ex)|Pokémon-GX|"
    r"Basic Pokémon|Stage 1 Pokémon|Stage 2 Pokémon|Evolution Pokémon|Evolved Pokémon|"
    r"Tera Pokémon), "
)
def _defender_is_kind(match: re.Match[str]) -> Condition:
    kind = _KINDS.get(match["kind"]) or _KINDS[match["kind"].lower()]
    return DefenderIsKind(kind, negated=match["verb"].lower() == "isn't")


@opening(
    r"if your opponent's Active Pokémon (?P<verb>is|isn't) (?:affected by a Special Condition|"
    rf"{CONDITION}), "
)
def _defender_affected(match: re.Match[str]) -> Condition:
    named = condition(match["condition"]) if match["condition"] else None
    return DefenderAffected(named, negated=match["verb"].lower() == "isn't")


@opening(
    r"if (?P<who>your opponent's Active Pokémon|this Pokémon) (?P<already>already )?has "
    r"(?P<any>any|no) damage counters on it(?P<before> before this attack does damage)?, "
)
def _has_damage_counters(match: re.Match[str]) -> Condition:
    return HasDamageCounters(
        on_defender=match["who"].lower() != "this pokémon",
        negated=match["any"].lower() == "no",
        before_attack=bool(match["already"] or match["before"]),
    )


@opening(r"if this Pokémon is " + CONDITION + ", ")
def _self_affected(match: re.Match[str]) -> Condition:
    return SelfAffected(condition(match["condition"]))


@opening(
    r"if this Pokémon has at least (?P<n>\d+) extra Energy attached(?: to it)? "
    r"\(in addition to this attack's cost\), "
)
def _extra_energy(match: re.Match[str]) -> Condition:
    return ExtraEnergy(number(match["n"]))


@opening(rf"if this Pokémon has (?P<n>\d+) or more {TYPE} Energy attached(?: to it)?, ")
def _self_energy_at_least(match: re.Match[str]) -> Condition:
    return SelfEnergyAtLeast(number(match["n"]), energy_type(match["type"]))


@opening(
    rf"if you have (?:at least (?P<least>\d+)|(?P<more>\d+) or more) (?:{TYPE} )?Energy in play, "
)
def _energy_in_play(match: re.Match[str]) -> Condition:
    count = number(match["least"] or match["more"])
    return EnergyInPlayAtLeast(count, energy_type(match["type"]) if match["type"] else None)


_COUNTED_BY = {
    "cards in their hand": (Counted.OPPONENTS_HAND, Counted.OPPONENTS_HAND),
    "benched pokémon": (Counted.YOUR_BENCH, Counted.OPPONENTS_BENCH),
    "prize cards remaining": (Counted.YOUR_PRIZES, Counted.OPPONENTS_PRIZES),
    "prize card remaining": (Counted.YOUR_PRIZES, Counted.OPPONENTS_PRIZES),
}


@opening(
    r"if (?P<who>you have|your opponent has) (?P<exactly>exactly )?(?P<n>\d+)"
    r"(?: or (?P<compare>fewer|more))? (?P<what>cards in their hand|Benched Pokémon|"
    r"Prize cards? remaining), "
)
def _count_is(match: re.Match[str]) -> Condition:
    yours, theirs = _COUNTED_BY[match["what"].lower()]
    opponent = match["who"].lower() == "your opponent has"
    if match["what"].lower() == "cards in their hand" and not opponent:
        raise Miss("your cards in their hand")
    if match["exactly"] and match["compare"]:
        raise Miss("exactly N or more")
    compare = {"fewer": Compare.AT_MOST, "more": Compare.AT_LEAST, None: Compare.EXACTLY}[
        match["compare"].lower() if match["compare"] else None
    ]
    if compare is Compare.EXACTLY and not match["exactly"]:
        raise Miss("a bare count")
    return CountIs(theirs if opponent else yours, compare, number(match["n"], least=0))


@opening(r"if there are (?P<n>\d+) or fewer cards in your deck, ")
def _deck_count(match: re.Match[str]) -> Condition:
    return CountIs(Counted.YOUR_DECK, Compare.AT_MOST, number(match["n"], least=0))


@opening(
    r"if (?:a Stadium is|there is (?:any Stadium card|(?P<no>no) Stadium)|"
    r"(?P<yours>you have a Stadium)) in play, "
)
def _stadium_in_play(match: re.Match[str]) -> Condition:
    return StadiumInPlay(negated=bool(match["no"]), yours=bool(match["yours"]))


@opening(
    rf"if (?P<who>you have|your opponent has) any {POKEMON} "
    r"(?P<where>on (?:your|their) Bench|in play), "
)
def _has_pokemon(match: re.Match[str]) -> Condition:
    return HasPokemon(
        pokemon_filter(match) or AnyPokemon(),
        opponents=match["who"].lower() == "your opponent has",
        bench_only=match["where"].lower() != "in play",
    )


@opening(r"if this Pokémon has (?:1|any) Pokémon Tools?(?: cards?)? attached(?: to it)?, ")
def _self_has_tool(match: re.Match[str]) -> Condition:
    return SelfHasTool()


@opening(
    r"if this Pokémon (?:and your opponent's Active Pokémon have the same amount of Energy "
    r"attached|has (?P<more>more) Energy attached than your opponent's Active Pokémon), "
)
def _energy_against_defender(match: re.Match[str]) -> Condition:
    return EnergyAgainstDefender(more=bool(match["more"]))


@opening(
    r"if (?:(?P<all>both|all) of them are|(?P<n>\d+) of them (?:is|are)|(?P<either>either) of "
    r"them is) (?P<side>heads|tails), "
)
def _coins_count(match: re.Match[str]) -> Condition:
    tails = match["side"].lower() == "tails"
    if match["either"]:
        return HeadsCount(1, tails=tails, at_least=True)
    count = 0 if match["all"] else number(match["n"])
    return HeadsCount(count, tails=tails)


@opening(
    r"if this Pokémon has any (?:(?P<special>Special Energy)|"
    r"(?P<named>(?:(?-i:[A-Z])[\w.-]* )*(?-i:[A-Z])[\w.-]*'s Energy)) attached(?: to it)?, "
)
def _self_has_attached(match: re.Match[str]) -> Condition:
    if match["special"]:
        return SelfHasAttached(EnergyCard(special=True))
    return SelfHasAttached(NamedCard(match["named"]))


@opening(r"if you (?P<dont>don't )?have the same number of cards in your hand as your opponent, ")
def _same_hand_size(match: re.Match[str]) -> Condition:
    return SameHandSize(negated=bool(match["dont"]))


@opening(r"if you played 1 Supporter card from your hand during this turn, ")
def _supporter_played(match: re.Match[str]) -> Condition:
    return SupporterPlayed()


@opening(r"if your Benched Pokémon have any damage counters on them, ")
def _benched_damaged(match: re.Match[str]) -> Condition:
    return HasPokemon(AnyPokemon(), damaged=True)
