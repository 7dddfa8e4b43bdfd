"""Shapes of Pokémon an attack takes out of play with all of their cards
(:mod:`playmat.effects.returning`, EN II-C-02, P-21): the opponent's chosen Pokémon shuffled
into their deck or put into their hand, the Defending Pokémon discarded, this Pokémon discarded
or put into its owner's deck."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ATTACK, Context, Miss, number, shape
from playmat.compiler.shapes.words import THEIR
from playmat.effects.base import Part
from playmat.effects.returning import OpponentsPokemonAway, ReturnPokemon

_ALL = r"and all (?:attached cards|cards attached to (?:it|them))"
_THEIRS = rf"(?:{THEIR}|your opponent's)"


@shape(
    r"choose (?P<n>\d+) of your opponent's (?P<benched>Benched )?Pokémon\. (?:(?:Shuffle|Your "
    rf"opponent shuffles|They shuffle) (?:that|those) Pokémon {_ALL} into {_THEIRS} "
    rf"(?P<deck>deck)|Put (?:that|those) Pokémon {_ALL} (?:back )?(?:in|into|to) {_THEIRS} "
    r"(?P<hand>hand))\.",
    sentences=2,
)
@shape(
    rf"put (?P<n>\d+) of your opponent's (?P<benched>Benched )?Pokémon {_ALL} into {_THEIRS} "
    r"(?P<hand>hand)\.",
)
def opponents_pokemon_away(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-02, P-21: the player chooses that many of the opponent's (Benched) Pokémon, which go
    with all of their cards into the opponent's deck (shuffled) or hand."""
    count = number(match["n"])
    if count > 1 and "that Pokémon" in match[0]:
        raise Miss('"that Pokémon" after choosing several')
    return [
        OpponentsPokemonAway(
            "deck" if match.groupdict().get("deck") else "hand",
            count=count,
            benched=bool(match["benched"]),
            when=context.when,
        )
    ]


@shape(rf"discard your opponent's Active Pokémon {_ALL}\.")
def defender_discarded(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01, P-21: the Defending Pokémon and all of its cards are discarded (no Knock Out: no
    Prize cards); its owner chooses a new Active Pokémon after the attack (EN I-E)."""
    return [OpponentsPokemonAway("discard", active=True, when=context.when)]


@shape(
    rf"(?:(?P<discard>discard) this Pokémon {_ALL}|put this Pokémon {_ALL} into your deck)\.",
    where=(ATTACK,),
)
def itself_away(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-02, P-21: the attacking Pokémon and all of its cards are discarded (no Knock Out: no
    Prize cards are taken for it), or put into its owner's deck, which is shuffled; its owner
    chooses a new Active Pokémon after the attack (EN I-E)."""
    to = "discard" if match["discard"] else "deck"
    return [ReturnPokemon(to, yourself=True, when=context.when)]
