# De eigen teksten van de apps.
app-name = Tally
app-score-it = Tellen
