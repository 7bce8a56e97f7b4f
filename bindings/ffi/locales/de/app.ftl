# Die eigenen Texte der Apps.
app-name = Tally
app-score-it = Werten
