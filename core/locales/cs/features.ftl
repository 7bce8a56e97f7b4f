### Území: názvy (feature-<key>), popisky formulářů, nápověda, otázky, možnosti a odmítnutí.


## acrobats
acrobats-error-ghosts = duchové ({ $ghosts }) se nevejdou k artistům ({ $meeples }): nejvýše { $most } na artistu
acrobats-error-pyramid-full = figurky ({ $total }) se nevejdou do jedné pyramidy (nejvýše { $most })
acrobats-ghosts-players-acrobats = Duchové na artistech hráče
acrobats-own-meeples-pyramid = Vlastní figurky v pyramidě

## area
area-count-spaces-around = Spočítejte okolní pole, na kterých leží kartička (0 až 8).
area-error-little-buildings-do-not-fit = budovy ({ $count }) se nevejdou na { $tiles ->
        [one] { $tiles } kartičku
        [few] { $tiles } kartičky
       *[other] { $tiles } kartiček
    } { $place } (jedna na kartičku)
area-half-double-sized = Každá polovina dvojkartičky se počítá jako 1 kartička; čtvercový prostor s jednou nebo dvěma trojúhelníkovými kartičkami se počítá jako 1 kartička; každé pole kartičky divu se počítá jako 1 kartička.
area-occupied-spaces-around = Obsazená pole okolo
area-say-how-many = uveďte, kolik kartiček je okolo
area-say-how-many-spaces = uveďte, kolik polí okolo je obsazeno
area-say-how-many-tiles = uveďte, kolik kartiček je v 8 polích okolo
area-tiles-8-spaces = Kartičky v 8 polích okolo
area-tiles-around = Kartičky okolo
row-area-tiles-8-spaces-around = { $quantity ->
        [one] { $quantity } kartička v 8 polích okolo (po 1 bodu)
        [few] { $quantity } kartičky v 8 polích okolo (po 1 bodu)
       *[other] { $quantity } kartiček v 8 polích okolo (po 1 bodu)
    }

## baba-yaga
baba-yaga-ask-say-how-many = uveďte, kolik z 8 polí okolo chaloupky je prázdných
baba-yaga-empty-square-spaces = Prázdná čtvercová pole okolo chaloupky
baba-yaga-followers-baba-yagas = Figurky na chaloupce baby Jagy
baba-yaga-help-8-square-spaces = Z 8 čtvercových polí okolo chaloupky ta bez kartičky (každé +1).

## bets
bets-chip-2-6 = Sázkový žeton 2/6
bets-chip-2-6-settled = Sázkový žeton 2/6 vyhodnocený na tomto území
bets-chip-3-5 = Sázkový žeton 3/5
bets-chip-3-5-settled = Sázkový žeton 3/5 vyhodnocený na tomto území
bets-chip-3-6 = Sázkový žeton 3/6
bets-chip-3-6-settled = Sázkový žeton 3/6 vyhodnocený na tomto území
bets-chip-4-7 = Sázkový žeton 4/7+
bets-chip-4-7-plus = Sázkový žeton 4/7+ vyhodnocený na tomto území
bets-chip-4-8 = Sázkový žeton 4 (8 bodů)
bets-chip-4-8-points = Sázkový žeton 4 (8 bodů) vyhodnocený na tomto území
bets-chip-5-8 = Sázkový žeton 5/8+
bets-chip-5-8-plus = Sázkový žeton 5/8+ vyhodnocený na tomto území
bets-feature-chips-settled = Území, na kterém se žetony vyhodnotí
bets-help-counted-when-road = Počítáno jako při hodnocení cesty nebo města.
bets-option-completed-city = Dokončené město
bets-option-completed-road = Dokončená cesta
bets-tiles-that-road = Kartičky této cesty nebo města

## castle
castle-ask-say-how-many = uveďte, kolik bodů získalo první dokončené území vedle hradu
castle-help-that-features-value = Hodnota toho území, jak ji získala převaha (bez bonusů a trestů za duchy jednotlivých hráčů), i když ho nikdo neobsadil.
castle-mayor-castle-scores = Starosta v hradu (počítá se 0: hrad nemá erby)
castle-meeples-castle = Figurky v hradu
castle-points-first-completed = Body prvního dokončeného území vedle hradu

## cemetery
cemetery-cemetery-0-points = Hřbitov: 0 bodů; vezměte si 1 strážní figurku své barvy navíc, je-li k dispozici
cemetery-cemetery-0-points-2 = Hřbitov: 0 bodů
cemetery-cemetery-keepers = Hrobníci

## circus
circus-ask-say-number-animal = uveďte číslo na žetonu se zvířetem
circus-big-top-tile = Kartička se šapitó a 8 kartiček okolo, včetně figurek v hradech, které je překrývají. Dvojkartička se počítá jako 1 kartička se všemi figurkami na běžných územích; trojúhelníková nebo kartička divu se počítá jako 1 kartička. Nepočítají se: figurky ve městě Carcassonne, v Kole štěstí ani ve městě Lipsko.
circus-big-top-tile-tiles = Kartička se šapitó a kartičky v 8 polích okolo, včetně figurek v hradech, které tato pole překrývají. Každá polovina dvojkartičky je kartička, ale figurky na běžných územích obou polovin se počítají, i když jedna polovina nesousedí. Nepočítají se: figurky ve městě Carcassonne, v Kole štěstí ani ve městě Lipsko.
circus-meeples-big-tops = Figurky v okolí šapitó
circus-number-animal-token = Číslo na žetonu se zvířetem pod šapitó

## city
city-active-city-scoring = Aktivní hodnoticí kartička města
city-cathars-siege-besiegers = Kataři / obléhání / obléhatelé ve městě
city-cathedral-city = Katedrála ve městě
city-city-tiles = Kartičky města
city-coats-arms-pennants = Erby
city-darmstadtium-city = Darmstadtium ve městě
city-error-one-tile-city = město z jedné kartičky má 1 kartičku, ne { $counted }
city-german-castles-closing = Německé hrady, které uzavírají město
city-gingerbread-man-leaves = Perníkový panáček opouští toto město
city-knights-city = Rytíři ve městě
city-mage-city = Mág ve městě
city-mayors-city-strength = Starostové ve městě (síla = erby)
city-meeple-coiners-quarter = Figurka ve čtvrti mincířů
city-one-tile-city = Město z jedné kartičky uzavřené městskou bránou
city-option-bad-neighborhood-tiles = Špatné sousedství: kartičky jen s půlkruhovými částmi města se nepočítají
city-option-citizens-jury-everyone = Měšťanský soud: všichni ve městě sdílejí převahu
city-option-no-city-scoring = Žádná hodnoticí kartička města
city-option-siege-plus-1 = Obléhání: +1 za erb
city-sum-numbers-citys = Součet čísel na lázních města
city-tiles-only-semicircular = Kartičky jen s půlkruhovými částmi města
city-witch-city = Čarodějnice ve městě

## cloister
cloister-abbey = Opatství
cloister-abbot-building-scores = Opat na budově (počítá se jako mnich)
cloister-active-monastic-scoring = Aktivní hodnoticí kartička kláštera
cloister-area = v okolí
cloister-building = Budova
cloister-challenge-between-shrine = Souboj o vliv mezi svatyní a klášterem
cloister-cloister-monastery = Klášter
cloister-darmstadt-church = Darmstadtský kostel
cloister-dutch-belgian-monastery = Holandsko-belgický klášter
cloister-error-church-bonus = bonus za převahu patří Darmstadtskému kostelu, ne budově: { $building }
cloister-error-vineyards-do-not-fit = vinice ({ $vineyards }) se nevejdou mezi { $tiles ->
        [one] { $tiles } kartičku
        [few] { $tiles } kartičky
       *[other] { $tiles } kartiček
    } okolo budovy: { $building }
cloister-german-monastery = Německý klášter
cloister-help-not-those-city = Ne ty ve městě Carcassonne, v Kole štěstí ani ve městě Lipsko.
cloister-japanese-building = Japonská budova
cloister-meeple-bookbinders-quarter = Figurka ve čtvrti knihařů
cloister-meeples-darmstadt-church = Figurky na kartičce s Darmstadtským kostelem a 8 kartičkách okolo
cloister-monks-building-heretic = Mniši na budově (kacíř na svatyni)
cloister-neighbouring-vineyards-plus = Sousední vinice (každá +3)
cloister-neighbouring-vineyards-plus-0 = Sousední vinice (na konci hry +0)
cloister-noun-abbey = opatství
cloister-noun-cloister = klášter
cloister-noun-darmstadt-church = Darmstadtský kostel
cloister-noun-dutch-belgian-monastery = Holandsko-belgický klášter
cloister-noun-german-monastery = Německý klášter
cloister-noun-japanese-building = Japonská budova
cloister-noun-shrine = svatyně
cloister-option-challenge-not-resolved = Souboj nebyl do konce hry vyřešen
cloister-option-hermit-monastery-1 = Poustevna: -1 za kartičku s částmi města
cloister-option-lost-rival-building = Prohra: soupeřova budova byla dokončena dřív
cloister-option-no-challenge = Žádný souboj
cloister-option-no-monastic-scoring = Žádná hodnoticí kartička kláštera
cloister-option-pilgrimage-route-plus = Poutní cesta: +1 za kartičku s úseky cesty nebo dřevěným mostem
cloister-option-won-this-building = Výhra: tato budova byla dokončena dřív
cloister-shrine = Svatyně
cloister-tiles-city-segments = Kartičky s částmi města v okolí (Poustevna)
cloister-tiles-road-segments = Kartičky s úseky cesty nebo dřevěným mostem v okolí (Poutní cesta)
row-cloister-darmstadt-church-plus = Darmstadtský kostel: +3 pro převahu na kartičce s kostelem a 8 kartičkách okolo
row-cloister-darmstadt-church-plus-3 = Darmstadtský kostel: +3 pro převahu na kartičce s kostelem a kartičkách v 8 polích okolo

## common
common-double-sized-tile = Dvojkartička se počítá jako 1 kartička; každá trojúhelníková kartička se počítá jako 1 kartička; kartička divu se počítá jako 1 kartička.
common-farmhouses-sheds-gardens = Farmy, stáje, zahrady a loupežníci u cesty
common-groups-travelers-road = Skupiny pocestných na cestě
common-option-poverty-3 = Chudoba: -3
common-option-wealth-plus-3 = Bohatství: +3
common-road-segments-german = Úseky cest na kartičkách s Německou katedrálou
row-common-occupied-spaces-around = { $quantity ->
        [one] { $quantity } obsazené pole okolo (po 1 bodu)
        [few] { $quantity } obsazená pole okolo (po 1 bodu)
       *[other] { $quantity } obsazených polí okolo (po 1 bodu)
    }
row-common-tiles-around-1 = { $quantity ->
        [one] { $quantity } kartička okolo (po 1 bodu)
        [few] { $quantity } kartičky okolo (po 1 bodu)
       *[other] { $quantity } kartiček okolo (po 1 bodu)
    }

## feature
feature-acrobats = Pyramida artistů
feature-baba_yaga = Chaloupka baby Jagy
feature-bets = Sázková kancelář
feature-castle = Hrad
feature-cemetery = Hřbitov
feature-circus = Cirkus (šapitó)
feature-city = Město
feature-cloister = Klášter
feature-field = Louka
feature-field_barn_s1 = Louka a statek: umístění statku
feature-field_barn_s2 = Louka a statek: připojení louky ke statku
feature-field_barn_special = Louka a statek: sedláci z města Carcassonne
feature-fortune_teller = Stan věštkyně
feature-garden = Zahrada
feature-german_castle = Německý hrad
feature-german_cathedral = Německá katedrála
feature-german_monastery = Německý klášter nebo japonská budova (opat)
feature-haunted_castle = Strašidelný hrad
feature-la_porxada = Město hráče s rytíři ve městě La Porxada
feature-obelisk = Obelisk
feature-road = Cesta
feature-tollkeepers = Mýtnice u nedokončené cesty
feature-vodyanoy = Vodník

## field
field-city-carcassonne-city = Město Carcassonne a město Lipsko se počítají jako dokončená města.
field-city-carcassonne-city-leipzig = Město Carcassonne a město Lipsko se počítají jako dokončená města; malé město přestavěné na hrad se nepočítá jako dokončené město (počítejte ho jako hrad).
field-error-besieged-cities = města s katary: { $besieged }, ale s loukou sousedí jen { $cities ->
        [one] { $cities } dokončené město
        [few] { $cities } dokončená města
       *[other] { $cities } dokončených měst
    }
field-farmers-field = Sedláci na louce
field-help-pig-helps-only = Prasátko pomáhá jen svému majiteli, a jen když má převahu sedláků.
field-help-pig-herds-do = Stáda prasat se nesčítají: dvě a více se počítají jako jedno.
field-help-such-city-worth = Každé takové město má dvojnásobnou hodnotu toho, co získalo výše (body, prasátko a stádo prasat včetně).
field-help-tanners-quarter-plus = Za čtvrť koželuhů: +2 za stáj a farmu, jen pro hráče s převahou sedláků.
field-help-towns-converted-into = Malá města přestavěná na hrady (Mosty, hrady a bazary).
field-meeple-tanners-quarter = Figurka ve čtvrti koželuhů
field-pig-herd-pigsty = Stádo prasat (chlívek) na louce
field-sheds-farmhouses-field = Stáje a farmy na louce
field-those-cities-cities = Z těchto měst: města s katary / obléháním

## fortune-teller
fortune-teller-fortune-tellers-tent = Věštkyně ve stanu
fortune-teller-help-scores-3-points = Získá 3 body, ať má ve stanu věštkyni, nebo ne.
fortune-teller-player-who-completed = Hráč, který stan dokončil

## garden
garden-abbot-garden = Opat na zahradě
garden-error-one-abbot = na území ({ $feature }) může být jen jeden opat
garden-gardens-area = v okolí zahrady
garden-help-vineyards-do-not = Vinice nemají vliv na zahrady.
garden-noun-garden = zahrada

## german-castle
german-castle-ask-say-how-many = uveďte, kolik kartiček je okolo Německého hradu
german-castle-help-10-spaces-around = Z 10 polí okolo hradu; všech 10 obsazených znamená, že byl dokončen.
german-castle-help-c1-double-sized = C1: dvojkartička se počítá jako 1 kartička, každá trojúhelníková kartička jako 1, kartička divu jako 1.
german-castle-help-space-holding-tile = Každé pole s kartičkou se počítá 1 (jedna nebo dvě trojúhelníkové kartičky: 1; každá polovina dvojkartičky a každé pole kartičky divu: 1). Všech 10 obsazených znamená, že byl dokončen.
german-castle-knights-german-castle = Rytíři v Německém hradu
german-castle-occupied-spaces-around = Obsazená pole okolo Německého hradu
german-castle-tiles-10-spaces = Kartičky v 10 polích okolo Německého hradu
german-castle-tiles-around-german = Kartičky okolo Německého hradu
row-german-castle-tiles-10-spaces-around = { $quantity ->
        [one] { $quantity } kartička v 10 polích okolo (po 1 bodu)
        [few] { $quantity } kartičky v 10 polích okolo (po 1 bodu)
       *[other] { $quantity } kartiček v 10 polích okolo (po 1 bodu)
    }

## german-cathedral
german-cathedral-archbishops-german-cathedral = Arcibiskupové na Německé katedrále
german-cathedral-ask-say-how-many = uveďte, kolik úseků cest mají tyto cesty na kartičkách s Německou katedrálou
german-cathedral-ask-say-how-many-road = uveďte, kolik kartiček cest mají tyto cesty
german-cathedral-cathedral-road-segments = Úseky cest na katedrále u cest s hostincem
german-cathedral-cathedral-road-segments-completed = Úseky cest na katedrále u dokončených cest s hostincem
german-cathedral-cathedral-road-segments-uncompleted = Úseky cest na katedrále u nedokončených cest s hostincem
german-cathedral-error-inn-segments = úseky cest na katedrále s hostincem: { $inn }, ale cesty jich mají jen { $segments }
german-cathedral-error-inn-tiles = kartičky cest s hostincem: { $inn }, ale cesty jich mají jen { $tiles }
german-cathedral-error-open-labyrinths = otevřené kartičky s labyrintem: { $open }, ale kartiček s labyrintem je jen { $labyrinths }
german-cathedral-german-cathedral-tiles = Kartičky s Německou katedrálou, ke kterým tyto cesty vedou
german-cathedral-help-archbishops-cathedral-any = Katedrála arcibiskupa a každá další Německá katedrála na druhém konci některé z jejích cest.
german-cathedral-help-archbishops-cathedral-has = Katedrála arcibiskupa má 3 nebo 4; každá další katedrála počítá úseky těchto cest.
german-cathedral-help-counted-above-plus = Počítáno jako výše: každá +1. Cesta s více hostinci se počítá jednou.
german-cathedral-help-counted-above-road = Počítáno jako výše; cesta s více hostinci se počítá jednou.
german-cathedral-help-these-give-archbishop = Tyto arcibiskupovi nic nepřinášejí (x0).
german-cathedral-help-this-rule-labyrinth = Podle tohoto pravidla se kartička s labyrintem hodnotí, jen když jsou všechny cesty z něj uzavřené.
german-cathedral-needs-labyrinth-closed-only = labyrint s pravidlem Německé katedrály „jen uzavřené“
german-cathedral-road-tiles-all = Kartičky všech těchto cest (bez kartiček s katedrálou; každá kartička jednou)
german-cathedral-road-tiles-completed = Kartičky dokončených cest s hostincem
german-cathedral-road-tiles-roads = Kartičky cest s hostincem
german-cathedral-road-tiles-uncompleted = Kartičky nedokončených cest s hostincem
german-cathedral-those-labyrinth-tiles = Z těchto kartiček s labyrintem: ty, z nichž vede ještě otevřená cesta

## german-monastery
german-monastery-abbot-monastery-japanese = Opat na klášteře nebo japonské budově
german-monastery-ask-say-how-many = uveďte, kolik kartiček je v přímém řádku nebo sloupci od budovy
german-monastery-every-tile-straight = Každá kartička v přímé linii od budovy, v jejím řádku a sloupci. Dvojkartička se počítá jako 1 kartička; každá trojúhelníková kartička se počítá jako 1 kartička; kartička divu se počítá jako 1 kartička.
german-monastery-every-tile-straight-line = Každá kartička v přímé linii od budovy, v jejím řádku a sloupci. Každá polovina dvojkartičky se počítá jako 1 kartička; čtvercový prostor s jednou nebo dvěma trojúhelníkovými kartičkami se počítá jako 1 kartička; každé pole kartičky divu se počítá jako 1 kartička.
german-monastery-that-count = které se započítávají
german-monastery-tiles-direct-row = Kartičky v přímém řádku nebo sloupci od ní
german-monastery-who-monastery-japanese-building = klášter nebo japonská budova

## haunted-castle
haunted-castle-2x2-starting-tile = Startovní kartička 2x2 je v okolí (počítá se jako 1 kartička)
haunted-castle-2x2-starting-tile-area = Startovní kartička 2x2 je v okolí (počítá se jako 4 kartičky)
haunted-castle-ask-say-how-many = uveďte, kolik kartiček s mlhou je v okolí
haunted-castle-error-area-full = další kartičky ({ $mist }) se nevejdou do okolí se startovní kartičkou 2x2 (nejvýše { $most })
haunted-castle-followers-haunted-castle = Figurky na strašidelném hradu
haunted-castle-haunted-castles-tile = Kartička strašidelného hradu a osm kartiček okolo; dvojkartička se počítá jako 1 kartička.
haunted-castle-haunted-castles-tile-eight = Kartička strašidelného hradu a osm polí okolo.
haunted-castle-haunted-castles-tile-tiles = Kartička strašidelného hradu a kartičky v 8 polích okolo; každá polovina dvojkartičky se počítá jako kartička.
haunted-castle-tiles-mist-area = Kartičky s mlhou v okolí (bez startovní kartičky 2x2)

## la-porxada
la-porxada-error-no-majority-holder = žádný držitel převahy tohoto města neměl rytíře ve městě La Porxada: hodnoťte ho jako město
la-porxada-had-knights-completed = Měl rytíře v dokončeném městě s La Porxada
la-porxada-help-this-uncompleted-city = Toto nedokončené město se hodnotí jako dokončené pro držitele převahy, který měl rytíře ve městě La Porxada.

## majority
majority-follower-hill-wins = Figurka na kopci (vyhrává při shodě)
majority-large-meeples-count = Velké figurky (počítají se za 2)

## needs
needs-during-the-game = { $element } (během hry)
needs-one-of = jedno z { $elements }

## obelisk
obelisk-followers-obelisk = Figurky u obelisku

## road
road-active-road-scoring = Aktivní hodnoticí kartička cesty
road-ask-say-how-many = uveďte, kolik kartiček má cesta
road-correct-signpost-types = Správné druhy ukazatelů
road-different-german-castles = Různé Německé hrady na koncích cesty
road-german-cathedral-tiles = Kartičky s Německou katedrálou na koncích cesty
road-help-road-that-ends = Cesta, která končí u Německé katedrály, získá +1 za kartičku; cesty začínající a končící u stejné katedrály se počítají jednou.
road-highwaymen-road = Loupežníci na cestě
road-inn-road = Hostinec u cesty
road-large-tollhouses-toll = Velké mýtnice (mýto 2) na koncích cesty
road-mage-road = Mág na cestě
road-meeple-wainwrights-quarter = Figurka ve čtvrti kolářů
road-meeples-labyrinths-road = Figurky v síti cest labyrintu
road-needs-labyrinth-advanced-rules = labyrint s variantou pokročilých pravidel
road-option-highway-road-counts = Dálnice: cesta se počítá jako 5 kartiček
road-option-no-road-scoring = Žádná hodnoticí kartička cesty
road-option-peasant-uprising-1 = Selské povstání: -1 za kartičku s farmou
road-option-street-fair-plus = Pouť: +1 za kartičku
road-road-tiles-german = Kartičky cesty (bez kartiček s Německou katedrálou)
road-signposts-pointing-correct = Ukazatele mířící správným směrem
road-small-tollhouses-toll = Malé mýtnice (mýto 1) na koncích cesty
road-sum-numbers-roads = Součet čísel na lázních u cesty
road-tiles-farmhouse-peasant = Kartičky s farmou (Selské povstání)
road-witch-road = Čarodějnice na cestě

## shared
shared-acrobat-tiles-under = Kartičky s artisty pod ředitelem cirkusu nebo vedle něj
shared-circus-acrobat-tiles = Kartičky s cirkusem nebo artisty pod ředitelem cirkusu nebo vedle něj
shared-circus-tiles-under = Kartičky s cirkusem pod ředitelem cirkusu nebo vedle něj
shared-ghosts-players-followers = Duchové přidaní k figurkám hráče
shared-houses-plus-2 = Domy (+2)
shared-little-buildings = Budovy
shared-little-buildings-basic = little_buildings (základní pravidla)
shared-little-buildings-variant = little_buildings (varianta pravidel)
shared-player-meeple-next = Hráč s figurkou vedle víly
shared-player-ringmaster = Hráč s ředitelem cirkusu na něm
shared-player-teacher = Hráč s učitelem
shared-ringmaster-2-acrobat = Ředitel cirkusu: po 2 za kartičku s artisty
shared-ringmaster-2-circus = Ředitel cirkusu: po 2 za kartičku s cirkusem
shared-ringmaster-2-circus-acrobat = Ředitel cirkusu: po 2 za kartičku s cirkusem nebo artisty
shared-sheds-plus-1 = Kůlny (+1)
shared-towers-plus-3 = Věže (+3)

## tiles
tiles-alhambras-large-city = Velké město Alhambry
tiles-circus-maximuss-large = Velké město Circu Maximu
tiles-error-segments-do-not-fit = úseky ({ $segments }) neodpovídají { $tiles ->
        [one] { $tiles } kartičce
        [few] { $tiles } kartičkám
       *[other] { $tiles } kartičkám
    } s Německou katedrálou (1 až 4 úseky na kartičku)
tiles-ferry-tiles-1 = Kartičky s přívozem (každá 1 kartička cesty)
tiles-half-double-sized = Každá polovina dvojkartičky se počítá jako kartička; čtvercový prostor s jednou nebo dvěma trojúhelníkovými kartičkami se počítá jako 1 kartička; každé pole kartičky divu se počítá jako 1 kartička.
tiles-labyrinth-tiles-1 = Kartičky s labyrintem (každá 1 kartička cesty)
tiles-long-roads-leipzig = Dlouhé cesty na kartičkách Lipska (v C3 každá 2 kartičky cesty)
tiles-long-roads-leipzig-tiles = Dlouhé cesty na kartičkách Lipska (každá 1 kartička cesty)
tiles-notre-dames-large = Velké město Notre-Dame
tiles-notre-dames-long = Dlouhá rozdvojená cesta Notre-Dame
tiles-other-double-sized = Jiné dvojkartičky (v C1 každá 1 kartička)
tiles-other-double-sized-tiles = Jiné dvojkartičky (každá polovina se počítá: každá 2)
tiles-square-one-two = Čtvercový prostor s jednou nebo dvěma trojúhelníkovými kartičkami se počítá jako 1 kartička; každé pole kartičky divu se počítá jako 1 kartička (dvojkartičky nemají vliv na města).
tiles-squares-holding-triangular = Pole s trojúhelníkovými kartičkami (každé 1 kartička)
tiles-stonehenges-long-forking = Dlouhá rozdvojená cesta Stonehenge
tiles-tiles-wooden-bridge = Kartičky s dřevěným mostem (každá 1 kartička cesty)
tiles-triangular-tile-counts = Každá trojúhelníková kartička se počítá jako 1 kartička; kartička divu se počítá jako 1 kartička (dvojkartičky nemají vliv na města).
tiles-triangular-tiles-1 = Trojúhelníkové kartičky (každá 1 kartička)
tiles-tunnel-tiles-1 = Kartičky s tunelem (každá 1 kartička cesty)

## tollkeepers
tollkeepers-ask-say-how-many = uveďte, kolik farem, stájí, zahrad a loupežníků je u cesty
tollkeepers-ask-say-how-many-groups = uveďte, kolik skupin pocestných je na cestě
tollkeepers-error-too-many = mýtnice u jedné cesty: { $tollhouses }, ale cesta má { $ends ->
        [one] { $ends } konec
        [few] { $ends } konce
       *[other] { $ends } konců
    }
tollkeepers-help-toll-1-2 = Mýto 1 nebo 2 stejně: číslo na mýtnici na konci hry nehraje roli.
tollkeepers-help-wooden-bridge-same = Dřevěný most na stejné kartičce na tom nic nemění.
tollkeepers-tollhouse-crossing-end = Mýtnice na křižovatce na konci této cesty

## vodyanoy
vodyanoy-followers-vodyanoy-tile = Figurky na kartičce s Vodníkem
vodyanoy-help-every-follower-player = Každá figurka hráče na kterémkoli území kartičky; velká figurka je jedna figurka.

## watchtower
watchtower-help-all-players-meeples = Počítají se figurky všech hráčů, i v hradech překrývajících okolí; ne v Carcassonne, v Kole štěstí ani v Lipsku. Dřevěné mosty se počítají jako úseky cesty.
watchtower-option-city-1-tile = Město: 1 za kartičku s částí města
watchtower-option-cloister-3-monastic = Klášter: 3 za klášterní budovu
watchtower-option-coat-arms-2 = Erb: 2 za erb
watchtower-option-meeple-2-meeple = Figurka: 2 za figurku v okolí
watchtower-option-road-1-tile = Cesta: 1 za kartičku s úsekem cesty
watchtower-player-meeple-next = Hráč s figurkou vedle strážní věže
watchtower-symbol-watchtower = Symbol na strážní věži
watchtower-things-that-symbol = Věci s tímto symbolem v okolí strážní věže
row-watchtower-city-symbol = Strážní věž, symbol města: 1 za kartičku s částí města
row-watchtower-cloister-symbol = Strážní věž, symbol kláštera: 3 za klášterní budovu
row-watchtower-coat-arms = Strážní věž, symbol erbu: 2 za erb
row-watchtower-meeple-symbol = Strážní věž, symbol figurky: 2 za figurku v okolí
row-watchtower-road-symbol = Strážní věž, symbol cesty: 1 za kartičku s úsekem cesty
