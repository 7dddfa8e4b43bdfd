"""The card face, drawn from a card's data with Qt's painter, for the screen and for paper alike
(the card views, the table, the print preview, the printer and the PDF), in the typefaces
Playmat ships.

Only ``QtGui`` is used here, never widgets: printing draws through this package from the
command line too, on Qt's offscreen platform (:func:`playmat.face.application.gui_application`).
"""
