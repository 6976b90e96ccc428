"""The Hearts computer players' rules: the normal level's play (``normal``) and pass
(``passing``), its two styles (``style``), J♦ (``jack``), the moon (``moon``) and what the normal
level's plays say about its hand (``reads``), which the hard level's search rolls out and reads."""
