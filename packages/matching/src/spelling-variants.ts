/**
 * Latin spellings of the same name transliterated from Arabic, Persian, Russian and other scripts. The rules below
 * catch most variants; this table holds the frequent ones the rules cannot (vowel changes, dropped syllables), and
 * the frequent Chinese and Korean surnames in pinyin, Wade-Giles, Cantonese and Korean spellings (ZHANG / CHANG /
 * CHEUNG, LEE / YI / RHEE / RI): a handful of surnames covers most of those populations.
 */
const variantGroups = `
MUHAMMAD MOHAMMED MOHAMMAD MOHAMAD MOHAMED MUHAMMED MUHAMAD MUHAMED MOHAMMET MEHMET MEHMED MAHOMED MOHD MUHD MOHAMMEDI
ABDUL ABDEL ABDOUL ABDAL ABDOL ABD
ABDULLAH ABDALLAH ABDULLA ABDALLA ABDOULLAH ABDELLAH
AHMED AHMAD AHMET ACHMED AHMEED
HUSSEIN HUSSAIN HUSAIN HUSEIN HOSSEIN HUSAYN HOSEIN HUSEYIN HUSSIEN
HASSAN HASAN HACEN HASSANE
YUSUF YOUSEF YOUSSEF YUSSUF YOUSUF YUSEF YOUSSOUF JUSUF YOSEF
OSAMA USAMA USAMAH OUSSAMA OSAMAH
OMAR UMAR OMER UMER
OTHMAN UTHMAN OSMAN USMAN OTMAN
IBRAHIM EBRAHIM IBRAHEEM IBRAGIM
MUSTAFA MOSTAFA MUSTAPHA MOUSTAFA MUSTAFAH
MAHMOUD MAHMUD MEHMUD MAHMOOD MAHMOD
KHALID KHALED HALID CHALID
ABUBAKAR ABUBAKR ABOUBAKAR ABUBAKER
ISMAIL ISMAEL ESMAIL ISMAYIL
SULEIMAN SULAIMAN SULAYMAN SOLEIMAN SULEYMAN SOLIMAN
YAHYA YAHIA YEHIA YAHIYA
JAMAL GAMAL DJAMAL DJAMEL JAMEL
JAAFAR JAFAR JAFFAR DJAFAR
QADDAFI GADDAFI KADAFI GADAFFI QADHAFI KADHAFI GADHAFI
ALEKSANDR ALEXANDER ALEKSANDER ALEXANDR OLEKSANDR OLEXANDER
ALEKSEI ALEXEI ALEXEY ALEKSEY OLEKSII OLEKSIY
YEVGENY EVGENY EVGENIY YEVGENIY EVGENII IEVGEN YEVHEN
YURI YURIY IURII JURIJ YURII IURIE
DMITRY DMITRI DMITRIY DMITRII DMYTRO
NIKOLAI NIKOLAY NICOLAI MYKOLA
ANDREI ANDREY ANDRII ANDRIY
SERGEI SERGEY SERGII SERHIY SERHII SERGEJ
MIKHAIL MIHAIL MICHAIL MYKHAILO
PYOTR PETR PIOTR PETRO
FYODOR FEDOR FIODOR FEDIR
VLADIMIR WLADIMIR VOLODYMYR
GEORGIOS GEORGE GIORGOS YIORGOS JORGE GEORG
TATIANA TATYANA TATJANA
NATALIA NATALYA NATALIJA NATALIIA
YELENA ELENA JELENA OLENA
ZHANG CHANG CHEUNG CHEONG JANG
WANG WONG
LIU LIEW LAU
CHEN CHAN
ZHAO CHAO CHIU
ZHOU CHOU CHOW
XU HSU
ZHU CHU CHOO
GUO KUO KWOK
LIN LAM LIM YIM
GAO KAO
LUO LO LAW
ZHENG CHENG
XIE HSIEH
DENG TENG
YANG YEUNG
HUANG HWANG
KIM GIM
LEE YI RHEE RI LI
PARK PAK BAK
CHOI CHOE
JUNG JEONG CHUNG
KANG GANG
CHO JO
YOON YUN
SHIN SIN
KWON GWON
MOON MUN
`;

const groupOf = new Map<string, string>();
for (const line of variantGroups.trim().split('\n')) {
  const [head = '', ...rest] = line.trim().split(/\s+/);
  for (const name of [head, ...rest]) groupOf.set(name, head);
}

/**
 * A canonical spelling that erases the usual transliteration differences: X/KS, KH/H, PH/F, W/V, Q/K, J and Y as I,
 * OU as U, EE as I, OO as U, final -OFF/-EFF as -OV/-EV, final -AH as -A, doubled letters. Applied to both sides, so
 * only equality of the results matters, never the spelling itself.
 */
export function canonicalSpelling(token: string): string {
  const grouped = groupOf.get(token);
  if (grouped !== undefined) return grouped;
  if (token.length < 3) return token;
  let s = token.replace(/^YE/, 'E');
  s = s
    .replace(/X/g, 'KS')
    .replace(/KH/g, 'H')
    .replace(/PH/g, 'F')
    .replace(/W/g, 'V')
    .replace(/Q/g, 'K')
    .replace(/CK/g, 'K')
    .replace(/[JY]/g, 'I')
    .replace(/OU/g, 'U')
    .replace(/EE/g, 'I')
    .replace(/OO/g, 'U')
    .replace(/(O|E)FF$/, '$1V')
    .replace(/AH$/, 'A')
    .replace(/(.)\1+/g, '$1');
  return s;
}

/**
 * Consonant skeleton for names romanized from Arabic or Hebrew script, which write no short vowels: vowels and the
 * half-vowels Y and W go, letters the scripts do not tell apart merge (TZ/TS, DH/Z/S, V/B, P/F, Q/K), doubles collapse.
 */
export function consonantSkeleton(token: string): string {
  return token
    .replace(/TZ/g, 'TS')
    .replace(/DH/g, 'Z')
    .replace(/Z/g, 'S')
    .replace(/V/g, 'B')
    .replace(/P/g, 'F')
    .replace(/Q/g, 'K')
    .replace(/[AEIOUYW]/g, '')
    .replace(/(.)\1+/g, '$1');
}
