"""Decklists as players share them, written for the tests from the formats' descriptions."""

# Limitless, 2024: "Pokémon (N)" headers; Boss's Orders PAL 172 is "Boss's Orders (Ghetsis)".
LIMITLESS_GARDEVOIR = """\
Pokémon (15)
4 Ralts SVI 84
4 Kirlia SVI 85
3 Gardevoir ex SVI 86
2 Drifloon SVI 89
1 Klefki SVI 96
1 Mew ex PAF 216

Trainer (35)
4 Arven SVI 166
3 Iono PAL 185
2 Boss's Orders PAL 172
2 Professor's Research PAF 87
4 Ultra Ball SVI 196
4 Nest Ball SVI 181
4 Rare Candy SVI 191
2 Super Rod PAL 188
1 Switch SVI 194
4 Buddy-Buddy Poffin TEF 144
2 Night Stretcher SFA 61
2 Artazon PAL 171
1 Prime Catcher TEF 157

Energy (10)
7 Basic {P} Energy SVE 5
2 Reversal Energy PAL 192
1 Jet Energy SSP 252
"""


# Pokémon TCG Live, Standard after the April 2026 rotation; Basic Energy as "Basic {R} Energy SVE".
PTCGL_DRAGAPULT = """\
Pokémon: 15
4 Dreepy PRE 71
3 Drakloak PRE 72
3 Dragapult ex PRE 73
2 Budew PRE 4
1 Fezandipiti ex SFA 38
1 Munkidori SFA 72
1 Tatsugiri PR-SV 118

Trainer: 35
4 Lillie’s Determination MEG 119
4 Crispin SCR 133
3 Boss’s Orders MEG 114
1 Hilda WHT 84
1 Team Rocket’s Petrel DRI 176
4 Buddy-Buddy Poffin TEF 144
4 Ultra Ball MEG 131
4 Rare Candy MEG 125
3 Night Stretcher SFA 61
2 Switch MEG 130
2 Pokégear 3.0 BLK 84
1 Premium Power Pro MEG 124
1 Prime Catcher TEF 157
1 Energy Switch MEG 115

Energy: 10
4 Basic {R} Energy SVE 2
5 Basic {P} Energy SVE 5
1 Jet Energy SSP 252

Total Cards: 60
"""
