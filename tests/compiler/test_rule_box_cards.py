"""Rule-box kinds of the shared pool as the compiler and the card model read them (their rules:
:mod:`playmat.rules.rule_box`, card rule text): a Pokémon LEGEND is not a Basic Pokémon, the
Mega Evolution rule is read from the rule box, and a V-UNION, whose way of being played the
players carry out by hand, is not counted as automated."""

from __future__ import annotations

from playmat.cards.facts import ends_turn_when_evolved
from playmat.cards.model import Card
from playmat.compiler.compile import compile_card


def test_a_legend_half_is_not_a_basic_pokemon(pool: dict[str, Card]) -> None:
    ho_oh = pool["hgss1-111"]
    assert ho_oh.stage == "LEGEND"
    assert not ho_oh.is_basic_pokemon
    assert ho_oh.prize_count == 2


def test_the_mega_evolution_rule_is_read_from_the_rule_box(pool: dict[str, Card]) -> None:
    assert ends_turn_when_evolved(pool["xy4-35"])  # M Gengar-EX
    assert ends_turn_when_evolved(pool["xy5-55"])  # Primal Kyogre-EX: Primal Reversion
    assert not ends_turn_when_evolved(pool["xy4-34"])  # Gengar-EX
    assert not ends_turn_when_evolved(pool["xy9-18"])  # Golduck BREAK


def test_a_v_union_is_left_partly_to_the_players(pool: dict[str, Card]) -> None:
    compiled = compile_card(pool["swshp-SWSH139"])
    assert not compiled.automated
    assert [m.where for m in compiled.missed] == ["rule box"]
    assert compiled.missed[0].sentence.startswith("How to play a Pokémon V-UNION")
