"""Prize cards a Knock Out is worth, as card text changes them (R-11, D-17): "take 1 more
Prize card" when an attack of this Pokémon (or, this turn, of your Tera Pokémon) Knocks Out an
opponent's Pokémon; "your opponent takes 1 fewer Prize card" for a Pokémon Knocked Out (its
triggered text, :mod:`playmat.rules.triggers`)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part
from playmat.effects.board import require_positive
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Term, msg
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.scripting import EffectContext, Flow


@dataclass(frozen=True)
class PrizesThisTurn(Part):
    """ "During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an
    attack used by your Tera Pokémon, take 1 more Prize card": an effect on the player (C-19)
    for this turn."""

    count: int
    by: CardFilter | None = None

    def __post_init__(self) -> None:
        require_positive(count=self.count)

    def describe(self) -> Message:
        by = self.by.noun(2) if self.by is not None else Term("noun.pokemon")
        return msg("text.prizes_this_turn", count=self.count, by=by)

    def run(self, ctx: EffectContext) -> Flow:
        state = ctx.game.state
        state.players[ctx.player].effects.append(
            Modifier(
                ModifierKind.PRIZES_FOR_KNOCK_OUTS,
                self.count,
                Duration.THIS_TURN,
                made_turn=state.turn,
                source=msg("source.card", card=state.card(ctx.source).named),
                against=self.by,
                only_to_opponents_active=True,
            )
        )
        yield from ()


@dataclass(frozen=True)
class PrizesForIt(Part):
    """ "Your opponent takes 1 fewer Prize card" in the text a Knock Out sets off: the Pokémon
    Knocked Out ("that Pokémon") is worth that many more (negative: fewer) Prize cards."""

    change: int
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        if not self.change:
            raise ValueError("a change to the Prize cards taken needs an amount")

    def describe(self) -> Message:
        text = msg("text.prizes_for_it", count=abs(self.change), fewer=self.change < 0)
        return self.when.sentence(text)

    def run(self, ctx: EffectContext) -> Flow:
        pokemon = ctx.that_pokemon
        if pokemon is not None and self.when.holds(ctx):
            state = ctx.game.state
            pokemon.effects.append(
                Modifier(
                    ModifierKind.EXTRA_PRIZES,
                    self.change,
                    Duration.THIS_TURN,
                    made_turn=state.turn,
                    source=msg("source.card", card=state.card(ctx.source).named),
                )
            )
        yield from ()
