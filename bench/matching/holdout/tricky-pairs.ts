/**
 * Hand-written hard cases: other scripts against Latin, romanization systems (pinyin / Wade-Giles, Korean RR /
 * McCune-Reischauer, Hepburn long vowels), Vietnamese order and marks, organizations known by abbreviations, and
 * hard negatives. Format: name1 | name2 | p (person) or e (entity) or - (no type) | label | category.
 */
const text = `
محمد علي | MOHAMMED ALI | p | 1 | script-arabic
أحمد حسن | AHMAD HASSAN | p | 1 | script-arabic
عمر خالد | OMAR KHALED | - | 1 | script-arabic
يوسف منصور | YOUSSEF MANSOUR | p | 1 | script-arabic
إبراهيم صالح | IBRAHIM SALEH | p | 1 | script-arabic
فاطمة حداد | FATIMA HADDAD | p | 1 | script-arabic
مريم خوري | MARYAM KHOURY | - | 1 | script-arabic
عبدالله ناصر | ABDULLAH NASSER | p | 1 | script-arabic
حسين عباس | HUSSEIN ABBAS | p | 1 | script-arabic
خالد حسن | KHALID HASAN | p | 1 | script-arabic
محمد علي | AHMED ALI | p | 0 | neg-script-arabic
يوسف منصور | YOUSSEF NASSER | p | 0 | neg-script-arabic
فاطمة حداد | FATIMA KHOURY | p | 0 | neg-script-arabic
王伟 | WANG WEI | p | 1 | script-chinese
李娜 | LI NA | - | 1 | script-chinese
张伟 | ZHANG WEI | p | 1 | script-chinese
刘洋 | LIU YANG | p | 1 | script-chinese
陈静 | CHEN JING | p | 1 | script-chinese
黄磊 | HUANG LEI | p | 1 | script-chinese
吴晓明 | WU XIAOMING | p | 1 | script-chinese
徐建国 | XU JIANGUO | p | 1 | script-chinese
郑志强 | ZHENG ZHIQIANG | p | 1 | script-chinese
周杰 | ZHOU JIE | p | 1 | script-chinese
吴晓明 | XIAOMING WU | p | 1 | script-chinese
王伟 | WANG WEN | p | 0 | neg-script-chinese
张伟 | ZHANG WEIGUO | p | 0 | neg-script-chinese
李娜 | LI NING | p | 0 | neg-script-chinese
MAO ZEDONG | MAO TSE-TUNG | p | 1 | wade-giles
XI JINPING | HSI CHIN-PING | p | 1 | wade-giles
DENG XIAOPING | TENG HSIAO-PING | p | 1 | wade-giles
ZHOU ENLAI | CHOU EN-LAI | p | 1 | wade-giles
JIANG ZEMIN | CHIANG TSE-MIN | p | 1 | wade-giles
ZHANG XUELIANG | CHANG HSUEH-LIANG | p | 1 | wade-giles
LI XIAOMING | LI HSIAO-MING | p | 1 | wade-giles
CHEN SHUIBIAN | CHEN SHUI-BIAN | p | 1 | wade-giles
ZHANG WEI | WEI ZHANG | p | 1 | order-reversed
LIU YANG | YANG LIU | - | 1 | order-reversed
WANG XIAOMING | WANG XIAO MING | p | 1 | compound-spacing
WANG XIAOMING | WANG XIAO-MING | - | 1 | compound-spacing
김정은 | KIM JONG UN | p | 1 | script-korean
김정은 | KIM JONG-UN | p | 1 | script-korean
박지훈 | PARK JI-HOON | p | 1 | script-korean
이서연 | LEE SEO-YEON | p | 1 | script-korean
최현우 | CHOI HYUN WOO | p | 1 | script-korean
정민수 | JUNG MIN-SU | p | 1 | script-korean
김민준 | KIM MINJUN | - | 1 | script-korean
박지훈 | PARK JI-HO | p | 0 | neg-script-korean
김정은 | KIM JONG IL | p | 0 | neg-script-korean
KIM JONG UN | KIM JONG IL | p | 0 | neg-short-asian-names
KIM JONG UN | KIM JONG NAM | p | 0 | neg-short-asian-names
PARK GEUN-HYE | PAK KUN HYE | p | 1 | korean-romanization
LEE MYUNG-BAK | YI MYONG BAK | p | 1 | korean-romanization
RI SOL JU | LEE SOL-JU | p | 1 | korean-romanization
CHOE RYONG HAE | CHOI RYONG-HAE | p | 1 | korean-romanization
KIM YO JONG | KIM YO-JONG | p | 1 | korean-romanization
サトウ ヒロシ | SATO HIROSHI | p | 1 | script-japanese
タナカ ユキ | TANAKA YUKI | p | 1 | script-japanese
スズキ イチロウ | SUZUKI ICHIRO | p | 1 | script-japanese
ヤマモト ケンジ | KENJI YAMAMOTO | p | 1 | script-japanese
イトウ アキラ | AKIRA ITO | - | 1 | script-japanese
カトウ ヨウコ | YOKO KATO | p | 1 | script-japanese
タナカ ユキ | TANAKA YUKO | p | 0 | neg-script-japanese
OHTANI SHOHEI | OTANI SHOHEI | p | 1 | japanese-long-vowel
ITOH HIROSHI | HIROSHI ITO | p | 1 | japanese-long-vowel
YUUKI SATOU | YUKI SATO | p | 1 | japanese-long-vowel
RYOUTA KOBAYASHI | RYOTA KOBAYASHI | p | 1 | japanese-long-vowel
NGUYỄN VĂN HÙNG | NGUYEN VAN HUNG | p | 1 | vietnamese
NGUYEN VAN HUNG | HUNG VAN NGUYEN | p | 1 | vietnamese
NGUYEN THI LAN | LAN NGUYEN | p | 1 | vietnamese
TRẦN THỊ HƯƠNG | TRAN THI HUONG | - | 1 | vietnamese
NGUYEN VAN HUNG | NGUYEN VAN HUY | p | 0 | neg-short-asian-names
NGUYEN THI LAN | NGUYEN THI LINH | p | 0 | neg-short-asian-names
TRAN VAN NAM | TRAN VAN LAM | p | 0 | neg-short-asian-names
राजेश शर्मा | RAJESH SHARMA | p | 1 | script-devanagari
अमित गुप्ता | AMIT GUPTA | p | 1 | script-devanagari
प्रिया पटेल | PRIYA PATEL | p | 1 | script-devanagari
सुनील वर्मा | SUNIL VERMA | - | 1 | script-devanagari
विजय सिंह | VIJAY SINGH | p | 1 | script-devanagari
अमित गुप्ता | AMIT SHARMA | p | 0 | neg-script-devanagari
דוד כהן | DAVID COHEN | p | 1 | script-hebrew
משה לוי | MOSHE LEVY | p | 1 | script-hebrew
יוסף מזרחי | YOSEF MIZRAHI | p | 1 | script-hebrew
אברהם פרץ | AVRAHAM PERETZ | p | 1 | script-hebrew
שרה כהן | SARAH COHEN | - | 1 | script-hebrew
דוד כהן | DAVID LEVY | p | 0 | neg-script-hebrew
ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ | GEORGIOS PAPADOPOULOS | p | 1 | script-greek
ΙΩΑΝΝΗΣ ΟΙΚΟΝΟΜΟΥ | IOANNIS OIKONOMOU | p | 1 | script-greek
ΔΗΜΗΤΡΙΟΣ ΝΙΚΟΛΑΟΥ | DIMITRIOS NIKOLAOU | p | 1 | script-greek
Κωνσταντίνος Καραμανλής | KONSTANTINOS KARAMANLIS | - | 1 | script-greek
ΜΑΡΙΑ ΓΕΩΡΓΙΟΥ | MARIA GEORGIOU | p | 1 | script-greek
ΕΛΕΝΗ ΒΛΑΧΟΥ | ELENI VLACHOU | p | 1 | script-greek
ΓΕΩΡΓΙΟΣ ΠΑΠΑΔΟΠΟΥΛΟΣ | GEORGIOS PAPAGEORGIOU | p | 0 | neg-script-greek
Владимир Владимирович Путин | VLADIMIR PUTIN | p | 1 | script-cyrillic
Сергей Лавров | SERGEY LAVROV | p | 1 | script-cyrillic
Юлия Тимошенко | YULIA TYMOSHENKO | p | 1 | script-cyrillic
Олег Дерипаска | OLEG DERIPASKA | - | 1 | script-cyrillic
Алишер Усманов | ALISHER USMANOV | p | 1 | script-cyrillic
Сергей Лавров | SERGEY IVANOV | p | 0 | neg-script-cyrillic
Ольга Иванова | OLEG IVANOV | p | 0 | neg-male-female-forms
IVAN PETROVICH SIDOROV | IVAN SERGEEVICH SIDOROV | p | 0 | neg-different-patronymic
PAVEL PAVLOVICH ORLOV | PAVEL ORLOV | p | 1 | patronymic-dropped
MOHAMMED BIN SALMAN BIN ABDULAZIZ AL SAUD | MOHAMMED BIN SALMAN AL SAUD | p | 1 | arabic-nasab
MOHAMMED BIN SALMAN AL SAUD | MOHAMMAD BIN SALMAN | p | 1 | arabic-nasab
ABU BAKR AL-BAGHDADI | ABUBAKR AL BAGHDADI | p | 1 | arabic-nasab
OSAMA BIN LADEN | USAMA BIN LADIN | p | 1 | arabic-nasab
ABDUL RAHMAN AL-ZAHRANI | ABDULRAHMAN ALZAHRANI | p | 1 | arabic-nasab
ABD AL-AZIZ HASSAN | ABDELAZIZ HASSAN | p | 1 | arabic-nasab
MOHAMMED BIN SALMAN | MOHAMMED BIN NAYEF | p | 0 | neg-different-father
ABDULLAH AL-MASRI | ABDULRAHMAN AL-MASRI | p | 0 | neg-same-surname
MARY-ANN SMITH | MARYANN SMITH | p | 1 | compound-spacing
MARY ANN SMITH | MARY SMITH | p | 1 | middle-dropped
JEAN-PIERRE DUBOIS | JEAN PIERRE DUBOIS | - | 1 | compound-spacing
ANNA SMITH-JONES | ANNA JONES | p | 1 | double-barrel-surname
ANNA SMITH | ANNA JONES | p | 0 | neg-married-surname
JOHN SMITH | JANE SMITH | p | 0 | neg-siblings
JOHN SMITH JR | JOHN SMITH SR | p | 0 | neg-father-son
JOHN SMITH | JOHN SMITH JR | p | 1 | title-suffix
JOHN SMITH | J SMITH | p | 1 | given-initial
JOHN A SMITH | JOHN B SMITH | p | 0 | neg-different-middle
JOHN SMITH | SMITH | p | 0 | neg-surname-only
MARIA GARCIA | GARCIA | - | 0 | neg-surname-only
WILLIAM HENRY GATES III | BILL GATES | p | 1 | nickname
ROBERT MUELLER | BOB MULLER | p | 1 | nickname
MÜLLER GMBH | MUELLER GMBH | e | 1 | diacritics
SCHÄFER & SÖHNE KG | SCHAEFER UND SOEHNE KG | e | 1 | diacritics
BJØRN ØSTERGÅRD | BJORN OSTERGAARD | p | 1 | diacritics
SØREN KIERKEGAARD | SOEREN KIERKEGAARD | p | 1 | diacritics
ŞAHİN ÇELİK | SAHIN CELIK | p | 1 | diacritics
RECEP TAYYİP ERDOĞAN | RECEP TAYYIP ERDOGAN | p | 1 | diacritics
JOSÉ MARÍA AZNAR LÓPEZ | JOSE MARIA AZNAR | p | 1 | diacritics
JOÃO DA SILVA | JOAO SILVA | p | 1 | particles
INTERNATIONAL BUSINESS MACHINES CORPORATION | IBM CORP | e | 1 | entity-acronym
HEWLETT-PACKARD COMPANY | HEWLETT PACKARD CO | e | 1 | entity-punctuation-case
PROCTER & GAMBLE CO | PROCTER AND GAMBLE COMPANY | e | 1 | entity-ampersand
AT&T INC | AT AND T INCORPORATED | e | 1 | entity-ampersand
JOHNSON & JOHNSON | JOHNSON AND JOHNSON | e | 1 | entity-ampersand
THE COCA-COLA COMPANY | COCA COLA CO | e | 1 | entity-article
3M COMPANY | THREE M COMPANY | e | 1 | entity-numbers
7-ELEVEN INC | SEVEN ELEVEN INC | e | 1 | entity-numbers
21ST CENTURY FOX | TWENTY FIRST CENTURY FOX | e | 1 | entity-numbers
GENERAL MOTORS CORPORATION | GENERAL MOTORS CORP | e | 1 | entity-legal-form-spelling
GENERAL MOTORS CORPORATION | GENERAL MILLS CORPORATION | e | 0 | neg-entity-lookalike-template
GENERAL ELECTRIC COMPANY | GENERAL DYNAMICS CORPORATION | e | 0 | neg-entity-lookalike-template
AMERICAN AIRLINES INC | AMERICAN EXPRESS COMPANY | e | 0 | neg-entity-lookalike-template
BANK OF AMERICA | BANK OF AMERICA CORP | e | 1 | entity-legal-form-added
BANK OF AMERICA | AMERICA FIRST BANK | e | 0 | neg-entity-lookalike-template
UNITED STATES STEEL CORP | US STEEL CORPORATION | e | 1 | entity-abbreviation
BRITISH PETROLEUM PLC | BP PLC | e | 1 | entity-acronym
SOCIÉTÉ GÉNÉRALE S.A. | SOCIETE GENERALE SA | e | 1 | diacritics
DEUTSCHE BANK AKTIENGESELLSCHAFT | DEUTSCHE BANK AG | e | 1 | entity-legal-form-spelling
DEUTSCHE BANK AG | DEUTSCHE BAHN AG | e | 0 | neg-entity-lookalike-template
BANCO NACIONAL DE CUBA | BANCO NACIONAL DE PANAMA | e | 0 | neg-entity-lookalike-template
OOO ROSNEFT | ROSNEFT LLC | e | 1 | entity-legal-form-spelling
PAO GAZPROM | GAZPROM PJSC | - | 1 | entity-legal-form-spelling
ООО "РОГА И КОПЫТА" | ROGA I KOPYTA OOO | e | 1 | script-cyrillic
SMITH BROTHERS MANUFACTURING CO | SMITH BROS MFG CO | e | 1 | entity-abbreviation
SMITH BROTHERS MANUFACTURING CO | SMITH BROTHERS MARKETING CO | e | 0 | neg-entity-lookalike-template
ST. MARY'S HOSPITAL | SAINT MARYS HOSPITAL | e | 1 | entity-abbreviation
ST MARY'S HOSPITAL | ST MARK'S HOSPITAL | e | 0 | neg-entity-lookalike-template
MT SINAI MEDICAL CENTER | MOUNT SINAI MEDICAL CTR | e | 1 | entity-abbreviation
AMERICAN RED CROSS | AMERICAN NATIONAL RED CROSS | e | 1 | entity-word-added
NATIONAL ASSOCIATION FOR THE ADVANCEMENT OF COLORED PEOPLE | NATL ASSN FOR ADVANCEMENT OF COLORED PEOPLE | e | 1 | entity-abbreviation
YOUNG MENS CHRISTIAN ASSOCIATION | YMCA | e | 1 | entity-acronym
ACME HOLDINGS LLC | ACME HOLDING LLC | e | 1 | entity-typo
ACME HOLDINGS LLC | ACME HOLDINGS GROUP LLC | e | 1 | entity-word-added
NORTHWEST AIRLINES | NORTH WEST AIRLINES | e | 1 | entity-compound-split
FACEBOOK INC | FACE BOOK INC | e | 1 | entity-compound-split
PAYPAL HOLDINGS | PAY PAL HOLDINGS INC | e | 1 | entity-compound-split
WAL-MART STORES INC | WALMART STORES INC | e | 1 | entity-compound-split
LIBERTY MUTUAL INSURANCE | LIBERTY NATIONAL INSURANCE | e | 0 | neg-entity-lookalike-template
NEW YORK LIFE INSURANCE CO | NEW YORK MUTUAL LIFE INSURANCE CO | e | 0 | neg-entity-lookalike-template
SOUTHWEST AIRLINES CO | SOUTHEAST AIRLINES CO | e | 0 | neg-entity-lookalike-template
FIRST BAPTIST CHURCH OF DALLAS | FIRST BAPTIST CHURCH OF DALTON | e | 0 | neg-entity-lookalike-template
AL-QAIDA | AL QAEDA | e | 1 | entity-transliteration
HIZBALLAH | HEZBOLLAH | e | 1 | entity-transliteration
HAMAS | HARAKAT AL-MUQAWAMA AL-ISLAMIYA | e | 1 | ofac-aka-entity
TALIBAN | TALEBAN | e | 1 | entity-transliteration
ISLAMIC REVOLUTIONARY GUARD CORPS | IRGC | e | 1 | entity-acronym
LI | LEE | p | 1 | korean-romanization
MOHAMMED | MOHAMMED ALI | p | 0 | neg-given-only
ALI HASSAN | HASSAN ALI | p | 1 | order-reversed
ALI HASSAN | ALI HUSSEIN | p | 0 | neg-same-given
HASSAN ALI KHAN | HASSAN KHAN | p | 1 | middle-dropped
MUHAMMAD ALI JINNAH | MOHAMMED ALI JINAH | p | 1 | spelling-arabic
LEE KUAN YEW | LI GUANGYAO | p | 1 | wade-giles
CHRISTINA SMITH | CHRISTINE SMITH | p | 0 | neg-close-given-name
JON SMITH | JOHN SMITH | p | 1 | spelling-anglo
STEPHEN JONES | STEVEN JONES | p | 1 | spelling-anglo
CATHERINE ZETA JONES | CATHERINE ZETA-JONES | p | 1 | compound-spacing
HENRY FORD | FORD MOTOR COMPANY | - | 0 | neg-person-vs-company
JOHNSON CONTROLS INC | JOHNSON MATTHEY PLC | e | 0 | neg-entity-lookalike-template
MCDONALDS CORP | MCDONALD CONSTRUCTION CORP | e | 0 | neg-entity-lookalike-template
`;

export interface TrickyPair {
  name1: string;
  name2: string;
  type?: 'person' | 'entity';
  label: 0 | 1;
  category: string;
}

export function trickyPairs(): TrickyPair[] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [name1 = '', name2 = '', type = '-', label = '0', category = ''] = line.split('|').map((f) => f.trim());
      const pair: TrickyPair = { name1, name2, label: label === '1' ? 1 : 0, category };
      if (type === 'p') pair.type = 'person';
      if (type === 'e') pair.type = 'entity';
      return pair;
    });
}
