"""Fair play (issue 36): deals committed before they are played (``verify``) and the computer
players' decisions audited on deals of the cards they could not see (``audit``)."""
