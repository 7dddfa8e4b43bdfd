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
