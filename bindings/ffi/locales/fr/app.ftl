# Les textes propres aux applications.
app-name = Tally
app-score-it = Décompter
