/**
 * Syllables from which the long tail of names is built (name-tables.ts). A name is an onset,
 * up to two middles and an ending (WHIT + ER + ING + TON), so each pattern yields a few hundred
 * short names, tens of thousands of three-part ones and hundreds of thousands of four-part
 * ones: the shorter, the more common, as in real surnames. The spellings follow each origin's
 * usual endings (-SON, -MANN, -SKI, -EZ, -ELLI, -MOTO) so the invented names read like the
 * real ones and fall into the same phonetic keys.
 */
export interface NamePattern {
  onsets: readonly string[];
  middles: readonly string[];
  endings: readonly string[];
}

function words(text: string): string[] {
  return text.trim().split(/\s+/);
}

function pattern(onsets: string, middles: string, endings: string): NamePattern {
  return { onsets: words(onsets), middles: middles.trim() === '' ? [] : words(middles), endings: words(endings) };
}

/** A pattern and how often its names are drawn within its origin. */
export type WeightedPattern = readonly [NamePattern, number];

const english = pattern(
  `ASH BAR BLACK BRAD BRIGH BROCK CALD CAR CHAT CRAN DAL DUN EL FAIR FAR GOLD GRAN HAD HALL HART HAW HOL KEN KING
   LANG LITCH MAR MID NEW NORTH PEN PRES RAD RED ROCK ROS SHEL SOUTH STAN STRAT THORN WAL WEST WHIT WIN WOOD AB AIN
   BEL BUR COT DRAY EAST FOS GIL HAM LOCK MOR PEMB RUTH SED TRAV WAR`,
  'ER IN EL ING AN ON LE ES AR EN IS OL',
  `LEY TON FORD WOOD BY HAM FIELD WELL MAN ER SON STON LAND BURY COMB WICK WORTH DALE HURST MORE STEAD BROOK SHAW
   RIDGE COTT DEN WAY GATE LOW MER NEY`,
);

const german = pattern(
  `ALT BAUM BERG BRAND EHR EICH ENG FRIED GOLD GRUN HAS HEIN HIRSCH HOCH KAUF KLEIN KRAUS LAUT LIND MEIS OBER REICH
   ROS SCHMID SCHWARZ SEID STEIN WEIS WEN ZIM ROTH LEHR MUHL HOF DIET EBER FRANK GEB HUB KESS`,
  'EN EL ER LING AU IN OL DER ES IG',
  'MANN MAN ER BERG BERGER STEIN HOFF HARDT INGER LER EL KE BACH FELD HAUS HEIMER WALD THAL MEYER NER',
);

const scandinavian = pattern(
  `AND BERG DAHL EK HAL LIND LUND NOR SAND STRAND SVEN THOR HOLM ALM ERIK GUST LAR NILS OL PETER SJO ASP BJOR FRID
   HAG KARL LJUNG MALM ROS TOR`,
  'ER EL AN IN BY ES VAL',
  'SON SEN STROM QUIST GREN BERG LUND HOLM DAHL STAD BY NES VIK GAARD SETH BLAD',
);

const irish = pattern(
  'MCAL MCBR MCCL MCD MCF MCG MCK MCL MCM MCN MCR MCT OC OD OH OM ON OR DON FLAN GAL KEAV MUL REIL SHAUGH',
  'ANN ALL ER ORM ACH OUGH IV ILL',
  'AN EY IN ON Y ERTY AGAN ELLY IGAN ANE OWAN ENNA AHAN ERY',
);

const italian = pattern(
  `BAR BEL CAR COST DEL FER GAL LOMB MAR ORS PAL RIC ROSS SAL TOR VIT BON CAP DIM FAL GIOR LUC MAZZ MON PASC SANT
   SCAL TAR VAL ZAN`,
  'AN ER IN ON AT EL OL ARD IC ET',
  'ELLI ETTI INI ONE ANO ARO ESE UCCI OTTA IERI ELLO INO ATO ICO ENZA AZZO',
);

const french = pattern(
  'BEAU BEL BOUR CHAR DES DU FONT GAR LA LE MAR MON PAR ROB ROUSS THIB VAL BLANCH CHEV LAV',
  'AR EL ON ER AN ILL OUR',
  'EAU ET IER OT ARD EAUX ETTE ON AIS OIS ELLE IN',
);

const hispanic = pattern(
  `ALV BEN CAB CAMP CARD ESC ESTR FUENT GALL IBAR LED MALD MARQU MONT OLIV PAD QUINT ROBL SAAV SEP TREV VALD VILL ZAM
   ACOST BARR CERV DUR ESPIN GUERR LUC MOL NAR ORT PAL RIV SAL TAP URB VEL`,
  'AL AR ER IV ON OR AD IL EN ID',
  'EZ ERA ADO ILLO ENO ARES UEZ ANO ERO OZA IDO EDA ANTE AS OS ON ES ADA EJO ENA',
);

const japanese = pattern(
  'NAKA YAMA MATSU TAKA HASHI KAWA ISHI FUJI MORI KITA OKA SAKA NISHI HIRA KO MIYA TSU UE SHIMA YOSHI',
  'MO NO KA TA MU SA',
  'MOTO MURA KAWA TA DA SHITA HARA ZAKI NO GUCHI MA KI OKA SHIMA',
);

const indian = pattern(
  `RAGH SRINI VENKAT KRISHN SUBRAM BALA CHANDR RAM SUND GOP MAH NAR PRAS RAJ SHAN VISW AGAR BHAT DES JOSH MEHR PAND
   SAX TRIV`,
  'A AN AR ES I',
  'AN ASWAMY AMURTHY ARAJ ESAN AVAN WAL ANI ESH ARI AL AKAR ANATHAN',
);

/** One-syllable East Asian surnames (initial + final: ZH + ANG), which have no longer forms. */
const eastAsian = pattern(
  'CH H K L M N P S T W X Y Z SH ZH QU J G D B',
  '',
  'ANG ENG ONG UNG AO EI IAN IN UAN OU UO IU AN EN UN AI',
);

const slavic = pattern(
  `BIEL BOR CHMIEL DABR GORS GRAB JAS KOZ KRUP LIS MAL NOW OLS PIOT SADOW SOB WIL ZAW KRAS PAW STAN WOL ZIEL KOW
   MAZ RUD SZCZ TOM WAS ZAB`,
  'OW AN ER IN EL ICH AL',
  'SKI OWSKI EWSKI ICKI CZYK AK EK OV ENKO OVICH CHUK IAK ECKI INSKI UK',
);

const arabic = pattern(
  'ABD ABU AL BAKR FAR HAM JAB KAR MAJ MAS NAS QAS RAH SAL SHAM ZAID HAK HAD KHAL MUST NAJ SAB TAH YAS',
  'AR AL ID IM AH',
  'I AWI ANI OUD EEM ARI ALLAH AN IR IEH OUR AD',
);

/**
 * Patterns of each surname origin of people.ts, weighted after the make-up of the Census
 * surname file's non-Hispanic names (English and Scottish the largest, then German, Irish,
 * Italian, Scandinavian and French).
 */
export const surnamePatterns = {
  general: [
    [english, 40],
    [german, 20],
    [irish, 12],
    [italian, 12],
    [scandinavian, 9],
    [french, 7],
  ],
  hispanic: [[hispanic, 1]],
  asian: [
    [eastAsian, 3],
    [indian, 4],
    [japanese, 3],
  ],
  slavic: [[slavic, 1]],
  arabic: [[arabic, 1]],
} as const satisfies Record<string, readonly WeightedPattern[]>;

/** Given names of the tail: a first syllable and an ending (MAR + VIN, DOR + ETTA), no middles. */
export const givenNamePatterns: Record<'male' | 'female', readonly WeightedPattern[]> = {
  male: [
    [
      pattern(
        `AL BER CAR DAR DEL DON EL FER GAR HAR JAR KEN LAM LEN MAR MEL NOR OR RAY ROL SHEL STAN TER VER WAL WIL LE DE
         MA RO AR BUR CLAY DAL EV GIL HOL LAV MON TRA`,
        '',
        `VIN TON LAND RICK DELL MOND LEY NARD BERT WIN RIS DON LON VEL RELL MAN SON TIS LIS FORD RIN NELL VERN WOOD
         LIN BY`,
      ),
      1,
    ],
  ],
  female: [
    [
      pattern(
        `AD AL AN BER CAR CLAR DAR DOR EL ER FLOR GER HAR JAN JOS LA LOR LOU MAR MEL NOR OR RO ROS SHAR TAM VER WIL ZEL
         BEL ED GWEN IV LEN MAUD MYR OD ROW VAL WIN`,
        '',
        `ETTA ELLA ENE INE ICE ANNA LYN ISSA ETTE ORA INA IE LEE ONA ELLE ALEE ENA ITA ISE EEN ILDA ANNE DA NA LA
         RENE`,
      ),
      1,
    ],
  ],
};
