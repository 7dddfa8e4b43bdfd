"""Lasting effects on a player rather than on one Pokémon (EN II-C-19): "During your opponent's
next turn, they can't play any Item cards from their hand", "During your opponent's next turn,
all of your Pokémon take 30 less damage from attacks from your opponent's Pokémon". They sit on
the player (:attr:`PlayerState.effects`) and end as the effects on Pokémon do (E-01, E-02)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part
from playmat.effects.board import source_of
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, Seat, Term, msg
from playmat.rules.events import event
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.scripting import EffectContext, Flow

#: What an effect on a player may do here: Item cards can't be played from the hand; each of
#: the player's Pokémon takes more or less damage from attacks (step 5 of the damage
#: calculation, after Weakness and Resistance, B-05).
_KINDS = (ModifierKind.CANT_PLAY_ITEMS, ModifierKind.DAMAGE_TAKEN)


@dataclass(frozen=True)
class PlayerLasting(Part):
    """A lasting effect on the player (or, ``on_opponent``, on their opponent) for a while.
    ``against`` limits a damage change to attacks from some Pokémon ("from your opponent's
    Pokémon V")."""

    kind: ModifierKind
    duration: Duration
    amount: int = 0
    on_opponent: bool = False
    when: Condition = ALWAYS
    against: CardFilter | None = None

    def __post_init__(self) -> None:
        if self.kind not in _KINDS:
            raise ValueError(f"no effect on a player of the kind {self.kind.value}")
        if self.duration is Duration.WHILE_IN_PLAY:
            raise ValueError("an effect on a player lasts for a turn")
        if self.kind is ModifierKind.DAMAGE_TAKEN:
            if not self.amount or self.on_opponent:
                raise ValueError("a change to the damage the player's own Pokémon take")
        elif self.amount or self.against is not None:
            raise ValueError("a prohibition has no amount and no attacking Pokémon")

    def describe(self) -> Message:
        theirs = self.on_opponent and self.duration is Duration.OPPONENTS_NEXT_TURN
        duration = Term(f"text_duration.{'their_next_turn' if theirs else self.duration.value}")
        if self.kind is ModifierKind.CANT_PLAY_ITEMS:
            clause = msg("lasting.no_items", opponent=self.on_opponent, duration=duration)
        else:
            clause = msg(
                "lasting.all_take",
                amount=abs(self.amount),
                less=self.amount < 0,
                pokemon=self.against.noun(2) if self.against else Term("noun.pokemon"),
                duration=duration,
            )
        return self.when.sentence(msg("text.lasting", effect=clause))

    def run(self, ctx: EffectContext) -> Flow:
        if not self.when.holds(ctx):
            return
        state = ctx.game.state
        player = ctx.opponent if self.on_opponent else ctx.player
        modifier = Modifier(
            self.kind,
            self.amount,
            self.duration,
            made_turn=state.turn,
            source=source_of(ctx),
            against=self.against,
        )
        state.players[player].effects.append(modifier)
        ctx.game.emit(event("player_effect", player=Seat(player), effect=modifier.describe()))
        return
        yield
