// Norwegian postcodes (Posten's register): the cities and towns most orders go to, as single
// codes and ranges ("5003-5099" = every code in between). Codes outside the table answer no city
// and the shopper types it; an import of the full register can replace this list.
export const POSTCODE_TABLE = `
0001-1295 Oslo
1300-1339 Sandvika|1340 Skui|1350 Lommedalen|1353 Bærums Verk|1356 Bekkestua|1357 Bekkestua
1358 Jar|1359 Eiksmarka|1360 Fornebu|1362 Hosle|1363 Høvik|1364 Fornebu|1365 Blommenholm
1366 Lysaker|1367 Snarøya|1368 Stabekk|1369 Stabekk|1370-1387 Asker|1388 Borgen|1389 Heggedal
1390 Vollen|1394 Nesbru|1395 Hvalstad|1396 Billingstad|1397 Nesøya|1400-1406 Ski
1407 Vinterbro|1408 Kråkstad|1409 Skotbu|1410 Kolbotn|1412 Sofiemyr|1413 Tårnåsen
1414 Trollåsen|1415 Oppegård|1416 Oppegård|1417 Sofiemyr|1420 Svartskog|1430-1433 Ås
1440-1449 Drøbak|1450-1455 Nesoddtangen|1458 Fjellstrand|1459 Nesodden|1470-1474 Lørenskog
1475 Finstadjordet|1476 Rasta|1480 Slattum|1481 Hagan|1482 Nittedal|1484 Hakadal|1487 Hakadal
1500-1539 Moss|1540 Vestby|1541 Vestby|1545 Hvitsten|1550 Hølen|1555 Son|1560 Larkollen
1570 Dilling|1580 Rygge|1590 Rygge|1596 Moss|1597 Moss|1598 Moss|1599 Moss|1600-1629 Fredrikstad
1630-1639 Gamle Fredrikstad|1640 Råde|1641 Råde|1650 Sellebakk|1651 Sellebakk|1653 Sellebakk
1654 Sellebakk|1655 Sellebakk|1657 Torp|1658 Torp|1659 Torp|1660 Torp|1661 Rolvsøy
1662 Rolvsøy|1663 Rolvsøy|1664 Rolvsøy|1665 Rolvsøy|1666 Rolvsøy|1667 Rolvsøy|1670 Kråkerøy
1671 Kråkerøy|1672 Kråkerøy|1673 Kråkerøy|1675 Kråkerøy|1676 Kråkerøy|1680 Skjærhalden
1684 Vesterøy|1690 Herføl|1700-1729 Sarpsborg|1730 Ise|1733 Hafslundsøy|1734 Hafslundsøy
1735 Varteig|1738 Borgenhaugen|1739 Borgenhaugen|1740 Borgenhaugen|1742 Klavestadhaugen
1743 Klavestadhaugen|1745 Skjeberg|1746 Skjeberg|1747 Skjeberg|1750-1789 Halden|1790 Tistedal
1791 Tistedal|1792 Tistedal|1793 Tistedal|1794 Sponvika|1796 Kornsjø|1798 Aremark
1800-1815 Askim|1820 Spydeberg|1825 Tomter|1830 Askim|1850 Mysen|1860 Trøgstad|1870 Ørje
1880 Eidsberg|1890 Rakkestad|1900 Fetsund|1910 Enebakkneset|1911 Flateby|1912 Enebakk
1914 Ytre Enebakk|1920 Sørumsand|1929 Auli|1930 Aurskog|1940 Bjørkelangen|1950 Rømskog
1960 Løken|1963 Fosser|1970 Hemnes|2000-2009 Lillestrøm|2010 Strømmen|2011 Strømmen
2013 Skjetten|2014 Blystadlia|2015 Leirsund|2016 Frogner|2019 Skedsmokorset|2020 Skedsmokorset
2022 Gjerdrum|2024 Gjerdrum|2030 Nannestad|2040 Kløfta|2050-2059 Jessheim|2060 Gardermoen
2061 Gardermoen|2066 Jessheim|2067 Jessheim|2068 Jessheim|2069 Jessheim|2070 Råholt
2080 Eidsvoll|2081 Eidsvoll|2090 Hurdal|2100 Skarnes|2150 Årnes|2160 Vormsund|2170 Fenstad
2200-2213 Kongsvinger|2230 Skotterud|2240 Magnor|2260 Kirkenær|2270 Flisa|2300-2319 Hamar
2320 Furnes|2321 Hamar|2322 Ridabu|2323 Ingeberg|2324 Vang på Hedmarken|2325 Hamar
2326 Hamar|2330 Vallset|2340 Løten|2345 Ådalsbruk|2350 Nes på Hedmarken|2360 Rudshøgda
2380 Brumunddal|2381 Brumunddal|2390 Moelv|2400-2418 Elverum|2420 Trysil|2450 Rena
2500 Tynset|2550 Os i Østerdalen|2580 Folldal|2600-2619 Lillehammer|2624 Lillehammer
2625 Fåberg|2630 Ringebu|2640 Vinstra|2660 Dombås|2670 Otta|2680 Vågå|2686 Lom|2690 Skjåk
2750 Gran|2760 Brandbu|2770 Jaren|2800-2829 Gjøvik|2830 Raufoss|2850 Lena|2860 Hov|2870 Dokka
2900 Fagernes|2910 Aurdal|2930 Bagn|3000-3049 Drammen|3050 Mjøndalen|3055 Krokstadelva
3060 Svelvik|3070 Sande i Vestfold|3080 Holmestrand|3100-3127 Tønsberg|3128 Nøtterøy
3131 Husøysund|3132 Husøysund|3133 Duken|3135 Torød|3140 Nøtterøy|3142 Vestskogen
3150 Tolvsrød|3160 Stokke|3170 Sem|3180 Nykirke|3183-3193 Horten|3200-3239 Sandefjord
3240 Andebu|3241 Sandefjord|3250-3274 Larvik|3275 Svarstad|3280 Tjodalyng|3290 Stavern
3300 Hokksund|3320 Vestfossen|3330 Skotselv|3340 Åmot|3350 Prestfoss|3400 Lier
3410 Sylling|3420 Lierskogen|3430 Spikkestad|3440 Røyken|3470 Slemmestad|3480 Filtvet
3500-3519 Hønefoss|3520 Jevnaker|3530 Røyse|3550 Gol|3560 Hemsedal|3570 Ål|3580 Geilo
3600-3619 Kongsberg|3620 Flesberg|3630 Rødberg|3660 Rjukan|3670-3680 Notodden|3700-3740 Skien
3750 Drangedal|3770 Kragerø|3800 Bø i Telemark|3810 Gvarv|3830 Ulefoss|3850 Kviteseid
3870 Fyresdal|3880 Dalen|3890 Vinje|3900-3946 Porsgrunn|3947 Langangen|3950 Brevik
3960 Stathelle|3970 Langesund|4000-4049 Stavanger|4050 Sola|4052 Røyneberg|4053 Ræge
4054 Tjelta|4055 Sola|4056 Tananger|4070 Randaberg|4076 Vassøy|4077 Hundvåg|4085 Hundvåg
4090 Hafrsfjord|4100 Jørpeland|4110 Forsand|4120 Tau|4130 Hjelmeland|4150 Rennesøy
4160 Finnøy|4200 Sauda|4230 Sand|4250 Kopervik|4260 Torvastad|4262 Avaldsnes|4270 Åkrehamn
4280 Skudeneshavn|4300-4329 Sandnes|4330 Ålgård|4333 Oltedal|4335 Dirdal|4340 Bryne
4343 Orre|4350 Kleppe|4352 Kleppe|4353 Klepp stasjon|4360 Varhaug|4365 Nærbø|4370 Egersund
4376 Helleland|4380 Hauge i Dalane|4400 Flekkefjord|4460 Moi|4480 Kvinesdal|4500-4515 Mandal
4550 Farsund|4560 Vanse|4580 Lyngdal|4600-4639 Kristiansand|4640 Søgne|4645 Nodeland
4656 Hamresanden|4658 Tveit|4700 Vennesla|4720 Hægeland|4733 Evje|4735 Evje|4737 Hornnes
4741 Byglandsfjord|4747 Valle|4760 Birkeland|4790 Lillesand|4800-4819 Arendal|4820 Froland
4821 Rykene|4823 Nedenes|4824 Bjorbekk|4825 Arendal|4830 Hynnekleiv|4836-4848 Arendal
4870 Fevik|4876-4887 Grimstad|4888 Homborsund|4889 Fevik|4891 Grimstad|4900 Tvedestrand
4950 Risør|4990 Søndeled|5003-5099 Bergen|5101 Eidsvågneset|5104 Eidsvåg|5105 Eidsvåg
5106 Øvre Ervik|5107 Salhus|5108 Hordvik|5109 Hylkje|5111 Breistein|5113 Tertnes|5114 Tertnes
5115-5121 Ulset|5122 Morvik|5124 Morvik|5131 Nyborg|5132 Nyborg|5134 Flaktveit|5135 Flaktveit
5136 Mjølkeråen|5137 Mjølkeråen|5141-5148 Fyllingsdalen|5151 Straumsgrend|5152-5155 Bønes
5160-5165 Laksevåg|5170 Bjørndalstræ|5171-5178 Loddefjord|5179 Godvik|5183 Olsvik|5184 Olsvik
5200-5211 Os|5212 Søfteland|5217 Hagavik|5221-5228 Nesttun|5229 Kalandseidet|5230-5232 Paradis
5235-5239 Rådal|5243 Fana|5244 Fana|5251 Søreidgrend|5252 Søreidgrend|5253 Sandsli
5254 Sandsli|5257 Kokstad|5258 Blomsterdalen|5259 Hjellestad|5260 Indre Arna|5261 Indre Arna
5262 Arnatveit|5263 Trengereid|5265 Ytre Arna|5267 Espeland|5268 Haukeland|5281 Valestrandsfossen
5282 Lonevåg|5283 Fotlandsvåg|5284 Tyssebotnen|5285 Bruvik|5286 Haus|5300-5323 Kleppestø
5331 Rong|5341-5343 Straume|5345 Knarrevik|5346 Ågotnes|5347 Ågotnes|5350 Brattholmen
5353 Straume|5354 Straume|5355 Knarrevik|5357 Fjell|5358 Fjell|5360 Kolltveit|5363 Ågotnes
5378 Klokkarvik|5380 Tælavåg|5381 Glesvær|5382 Skogsvåg|5392 Storebø|5397 Bekkjarvik
5400-5419 Stord|5430 Bremnes|5440 Mosterhamn|5450 Sunde i Sunnhordland|5460 Husnes
5470 Rosendal|5500-5539 Haugesund|5541 Kolnes|5542 Karmsund|5545 Vormedal|5546 Røyksund
5547 Utsira|5550 Sveio|5560 Nedre Vats|5570 Aksdal|5580 Ølen|5590 Etne|5600 Norheimsund
5610 Øystese|5640 Eikelandsosen|5700-5710 Voss|5750 Odda|5760 Røldal|5770 Tyssedal
5780 Kinsarvik|5781 Lofthus|5914 Isdalstø|5915 Hjelmås|5916 Isdalstø|5917 Rossland
5918 Frekhaug|5919 Frekhaug|5931 Manger|5936 Manger|5941 Austrheim|5954 Mongstad|5955 Lindås
5956 Hundvin|5966 Eivindvik|5993 Ostereidet|6000-6029 Ålesund|6030 Langevåg|6035 Fiskarstrand
6036 Mauseidvåg|6037 Eidsnes|6040 Vigra|6050 Valderøya|6060 Hareid|6065 Ulsteinvik
6070 Tjørvåg|6080 Gurskøy|6090 Fosnavåg|6100 Volda|6150 Ørsta|6200 Stranda|6210 Valldal
6230 Sykkylven|6260 Skodje|6280 Søvik|6300 Åndalsnes|6400-6429 Molde|6430 Bud
6440 Elnesvågen|6450 Hjelset|6460 Eidsvåg i Romsdal|6480 Aukra|6490 Eide
6500-6529 Kristiansund N|6530 Averøy|6570 Smøla|6600 Sunndalsøra|6610 Øksendal
6630 Tingvoll|6650 Surnadal|6700 Måløy|6770 Nordfjordeid|6782 Stryn|6783 Stryn|6789 Loen
6800-6814 Førde|6821 Sandane|6823 Sandane|6851-6856 Sogndal|6854 Kaupanger|6863 Leikanger
6869 Hafslo|6884 Øvre Årdal|6885 Årdalstangen|6887 Lærdal|6891 Vik i Sogn|6893 Vik i Sogn
6898 Balestrand|6899 Balestrand|6900-6917 Florø|6940 Eikefjord|6957 Hyllestad
6961 Dale i Sunnfjord|6963 Dale i Sunnfjord|6977 Bygstad|6980 Askvoll|6984 Stongfjorden
6988 Askvoll|6991 Høyanger|6993 Høyanger|6995 Kyrkjebø|6996 Vadheim|7000-7069 Trondheim
7070 Bosberg|7072 Heimdal|7074 Spongdal|7075 Tiller|7078 Saupstad|7079 Flatåsen|7080 Heimdal
7081 Sjetnemarka|7082 Kattem|7083 Leinstrand|7088 Heimdal|7089 Heimdal|7091-7093 Tiller
7097 Saupstad|7098 Saupstad|7099 Flatåsen|7100 Rissa|7130 Brekstad|7140 Opphaug|7160 Bjugn
7170 Åfjord|7180 Roan|7200 Kyrksæterøra|7240 Hitra|7260 Sistranda|7270 Dyrvik|7290 Støren
7300 Orkanger|7310 Gjølme|7320 Fannrem|7336 Meldal|7340 Oppdal|7350 Buvika|7353 Børsa
7357 Skaun|7374 Røros|7380 Ålen|7392 Rennebu|7400-7499 Trondheim|7500-7509 Stjørdal
7510 Skatval|7520 Hegra|7530 Meråker|7540 Klæbu|7550 Hommelvik|7560 Vikhammer|7562 Saksvik
7563 Malvik|7566 Vikhammer|7570 Hell|7580 Selbu|7590 Tydal|7600-7619 Levanger|7620 Skogn
7623 Ronglan|7624 Ekne|7629 Ytterøy|7630 Åsen|7650-7659 Verdal|7660 Vuku|7670 Inderøy
7690 Mosvik|7700-7725 Steinkjer|7730 Beitstad|7740 Steinsdalen|7750 Namdalseid|7760 Snåsa
7770 Flatanger|7800-7819 Namsos|7820 Spillum|7822 Bangsund|7870 Grong|7900 Rørvik
7970 Kolvereid|7980 Terråk|8000-8049 Bodø|8050 Tverlandet|8056 Saltstraumen|8058 Tverlandet
8063 Værøy|8064 Røst|8070-8092 Bodø|8093 Kjerringøy|8100 Misvær|8150 Ørnes|8160 Glomfjord
8200-8210 Fauske|8215 Valnesfjord|8226 Straumen|8230 Sulitjelma|8250 Rognan|8260 Innhavet
8270 Drag|8300-8305 Svolvær|8309 Kabelvåg|8310 Kabelvåg|8311 Henningsvær|8312 Henningsvær
8340 Stamsund|8360 Bøstad|8370 Leknes|8372 Gravdal|8373 Ballstad|8376 Leknes|8380 Ramberg
8390 Reine|8392 Sørvågen|8400-8409 Sortland|8410 Lødingen|8430 Myre|8445 Melbu|8450 Stokmarknes
8455 Stokmarknes|8470 Bø i Vesterålen|8480 Andenes|8483 Andenes|8500-8519 Narvik
8520 Ankenesstrand|8522 Beisfjord|8523 Elvegård|8530 Bjerkvik|8531 Bjerkvik|8533 Bogen i Ofoten
8534 Liland|8536 Evenes|8540 Ballangen|8543 Kjøpsvik|8600-8626 Mo i Rana|8630 Storforshei
8640 Hemnesberget|8642 Finneidfjord|8643 Bjerka|8646 Korgen|8650-8666 Mosjøen|8672 Elsfjord
8680 Trofors|8690 Hattfjelldal|8700 Nesna|8800-8809 Sandnessjøen|8850 Herøy|8860 Tjøtta
8890 Leirfjord|8900-8910 Brønnøysund|8960 Velfjord|8976 Vevelstad|8980 Vega|9000-9019 Tromsø
9020 Tromsdalen|9022 Krokelvdal|9024 Tomasjord|9025 Tromsø|9026 Tromsø|9027 Ramfjordbotn
9029 Tromsdalen|9030 Sjursnes|9034 Oldervik|9037 Tromsø|9038 Tromsø|9040 Nordkjosbotn
9050 Storsteinnes|9060 Lyngseidet|9100-9103 Kvaløysletta|9106 Straumsbukta|9110 Sommarøy
9130 Hansnes|9143 Skibotn|9146 Olderdalen|9151 Storslett|9152 Sørkjosen|9180 Skjervøy
9300-9306 Finnsnes|9303 Silsand|9310 Sørreisa|9311 Brøstadbotn|9321 Moen|9325-9327 Bardufoss
9334 Øverbygd|9350 Sjøvegan|9360 Bardu|9365 Bardu|9370 Silsand|9380 Gryllefjord
9400-9415 Harstad|9419 Sørvik|9430 Sandtorg|9440 Evenskjer|9450 Hamnvik|9470 Gratangen
9475 Borkenes|9476 Borkenes|9479-9499 Harstad|9500-9518 Alta|9519 Kviby|9520 Kautokeino
9550 Øksfjord|9600-9616 Hammerfest|9610 Rypefjord|9620 Kvalsund|9690 Havøysund
9700 Lakselv|9730 Karasjok|9740 Lebesby|9750 Honningsvåg|9751 Honningsvåg|9770 Mehamn
9790 Kjøllefjord|9800-9815 Vadsø|9810 Vestre Jakobselv|9820 Varangerbotn|9845 Tana
9900 Kirkenes|9910 Bjørnevatn|9912 Hesseng|9915 Kirkenes|9916 Hesseng|9950 Vardø|9951 Vardø
9960 Kiberg|9980 Berlevåg|9990 Båtsfjord|9991 Båtsfjord
`;
