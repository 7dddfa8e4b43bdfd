"""Playmat's resources (message catalogues, fonts, icons), installed as the package
``playmat.resources`` so that they are found through ``importlib.resources`` wherever Playmat
runs: a checkout, a wheel or a desktop bundle."""
