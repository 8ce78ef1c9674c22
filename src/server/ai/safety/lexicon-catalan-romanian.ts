import type { LexiconSource } from './lexicon.ts';

// Catalan (with Valencian forms) and Romanian (with Moldovan usage). Written against folded
// text: no diacritics (Romanian "să mă" is "sa ma", Catalan "suïcidar" is "suicidar"), apostrophes
// dropped between letters (Catalan "m'he tallat" is "mhe tallat"), hyphens kept (Romanian
// "m-am tăiat" is "m-am taiat", Catalan "matar-me"), so each hyphen is optional or a space.
// Every Latin-script lexicon runs on short messages in any language: the concepts below lean on
// words Spanish, Italian, French, Portuguese and English do not share ("vull", "em", "vreau",
// "sa ma", "m-am").

// Catalan: "m'he" as written with or without the apostrophe ("mhe", "m he", chat "me").
const CA_MHE = String.raw`(?:mhe|m he|me he|me)`;
// The infinitive with its clitic: "matar-me", "matarme", "matar me".
const CA_ME = String.raw`[- ]?me`;
// Objects that make "tallar-se" a haircut or a manicure.
const CA_HAIR = String.raw`(?:el|els|les|la|una mica el|una mica els) (?:cabells?|ungles|barba|serrell|pel|flequill|puntes|bigoti)`;
// Catalan agents of harm at home, at school, in a community.
const CA_AGENT = String.raw`(?:(?:el meu|la meva|mon|ma) )?(?:marit|home|parella|xicot|nuvi|novio|ex|exparella|pare|padrastre|mare|madrastra|sogre|sogra|germa|germana|oncle|tiet|avi|cosi|cunyat|cap|jefe|professor|profe|mestre|entrenador|monitor|guru|lama|mossen|capella|vei)`;

// Romanian: "m-am", "mi-am", "sa-mi" as written with a hyphen, a space or nothing.
const RO_MAM = String.raw`(?:m-?am|m am)`;
const RO_MIAM = String.raw`(?:mi-?am|mi am)`;
// What makes "m-am tăiat" an accident or a haircut.
const RO_ACCIDENT = String.raw`(?! (?:\S+ ){0,3}(?:la deget|degetul|in deget|in hartie|cu hartia|cu foaia|in foaie|la barbierit|barbierindu|cand ma barbieream|in sticla|in geam|in cioburi|la picior|la talpa|in scoica|din greseala|la frizer|parul|breton\w*|unghiile)\b)`;
const RO_SAMI = String.raw`(?:sa-?mi|sa mi|s-?mi|imi)`;
// "să" often typed "s" or dropped; "o să", "am să", "vreau să", "mă gândesc să": a wish or intent.
const RO_WILL = String.raw`(?:vreau sa|vreu sa|vrau sa|as vrea sa|imi doresc sa|mi-?as dori sa|o sa|o s|am sa|voi|ma gandesc sa|ma gandesc cum sa|m-?am gandit sa|m-?am hotarat sa|am decis sa|sunt gata sa|trebuie sa|diseara|deseara|la noapte|maine|azi)`;
// Romanian agents: husband (Moldovan "bărbatul", "omul meu"), partner, parents, step-parents,
// in-laws, relatives, boss, teacher, priest.
const RO_AGENT = String.raw`(?:sotul|sotu|barbatul|barbatu|omul meu|iubitul|prietenul meu|fostul|concubinul|tata|tatal|taica-?miu|tata vitreg|tatal vitreg|tatal meu vitreg|mama|mama vitrega|soacra|socrul|fratele|fratele meu|unchiul|bunicul|varul|seful|sefu|profesorul|profu|antrenorul|preotul|popa|parintele|duhovnicul|vecinul|nasul|el)`;

export const CATALAN_ROMANIAN: LexiconSource[] = [
  {
    languages: ['ca'],
    group: 'latin',
    spaced: true,
    self: [
      // Wish to die, to kill oneself, to end it all: "em vull morir", "vull morir-me", "em vull
      // suïcidar", "tinc ganes de matar-me", "he decidit treure'm la vida".
      String.raw`\b(?:em|m) (?:vull|vui|vullc|voldria|volria|vuic) (?:\S+ )?(?:morir|matar|suicidar|treure la vida|llevar la vida)\b(?! (?:de|a|amb) (?:riure|gana|fam|vergonya|calor|fred|son|ganes|enveja|pena|fastic|avorriment|set|estudiar|treballar)\b)`,
      String.raw`\b(?:vull|vui|vullc|vuic|voldria|volria|magradaria|m agradaria|prefereixo|preferiria|necessito|tinc ganes de|tinc ganes d|penso en|estic pensant en|he pensat en|pensant en|he decidit|ja he decidit|vaig a) (?:\S+ )?(?:morir${CA_ME}|morirme|matar${CA_ME}|suicidar${CA_ME}|treure${CA_ME} la vida|treurem la vida|llevar${CA_ME} la vida|posar fi a (?:la )?(?:meva )?vida|acabar amb (?:la meva vida|la vida|tot)|estar (?:mort|morta) (?:ja|ara|d una vegada|duna vegada)|deixar dexistir|deixar d existir|desapareixer per sempre)\b(?! (?:el|la|els|les|aixo|allo|de|d|abans|avui|per|a la feina|vell|vella|gran|en pau|quan sigui)\b)`,
      String.raw`\bem traure la vida\b|\bvull que (?:tot )?sacabi (?:tot|ja|dun cop|d un cop)\b`,
      String.raw`\bvull morir\b(?! (?:de|a|amb|vell|vella|gran|en pau quan)\b)`,
      // Future intent: "em mataré", "em suïcidaré", "em penjaré", "em llançaré del pont".
      String.raw`\b(?:em|m) (?:matare|suicidare|penjare|tallare les venes|tirare (?:pel|per la|del|de la|des del|des de la|a les vies|sota)|llancare (?:pel|per la|del|de la|des del|des de la|a les vies|sota))\b|\bmhi (?:tirare|llancare)\b`,
      String.raw`\b(?:tirar|llancar)${CA_ME} (?:pel|per la|del|de la|des del|des de la|a les|a la|sota (?:el|un|una)) (?:\S+ )?(?:pont|terrat|teulada|balco|finestra|vies|via|tren|metro|camio|penya-?segat|precipici|edifici|cotxe)\b`,
      String.raw`\b(?:penjar${CA_ME}|fotrem un tret|fotre${CA_ME} un tret|pelar${CA_ME}|tallar${CA_ME} les venes|obrir${CA_ME} les venes)\b(?! (?:la|el|les|els|una|un) (?:motxilla|bossa|jaqueta|abric|medalla|foto)\b)`,
      // Does not want to live: "no vull viure (més)", "ja no vull seguir vivint" (not "no vull
      // viure a Barcelona", "no vull viure amb ells").
      String.raw`\bno (?:\S+ )?(?:vull|vui|vullc|vuic|tinc ganes de|vull seguir|vull continuar) (?:\S+ )?(?:viure|seguir vivint|continuar vivint|estar viu|estar viva|existir)\b(?! (?:a|al|als|a la|en|amb|aqui|alla|sol|sola|lluny|prop|aixi|de lloguer|sense (?:\S+ )?(?:tu|ell|ella|vosaltres|wifi|mobil|internet|cotxe|feina)|mes (?:a|amb|en|aqui|alla|aixi))\b)`,
      // Tired of living; no reason to live; life has no meaning.
      String.raw`\b(?:estic|estoy|soc) (?:\S+ )?(?:cansat|cansada|fart|farta|esgotat|esgotada|tip|tipa) de (?:viure|existir|la vida|estar viu|estar viva)\b(?! (?:a|al|en|de|amb)\b)`,
      String.raw`\b(?:no tinc|ja no tinc|no trobo|ja no trobo|no em queda) (?:cap |ningun |ni un )?(?:motiu|motius|rao|raons|sentit) (?:per|per a|per seguir|per continuar|per seguir vivint) (?:viure|seguir|continuar|aguantar)\b|\b(?:la meva vida|viure) (?:ja )?no te (?:cap )?sentit\b|\bno te (?:cap )?sentit (?:seguir )?viure\b`,
      // Burden: "tothom estaria millor sense mi", "soc una càrrega per a la meva família".
      String.raw`\b(?:estarien|estaria|estareu|estaran|estara|serien|seria|viurien|viuran|viurieu|anirien|aniria) (?:\S+ ){0,2}millor sense mi\b|\bsoc (?:\S+ )?(?:una )?(?:carrega|nosa|destorb|molestia) (?:per a|per) (?:tothom|tots|la meva familia|els meus|vosaltres|ells|casa)\b|\bsoc (?:nomes )?una carrega\b`,
      // Passive wish: sleep and never wake, God take me, wish I were dead / never born.
      String.raw`\b(?:adormir${CA_ME}|dormir|adormirme) (?:\S+ ){0,2}i no (?:\S+ )?(?:despertar${CA_ME}|despertarme|llevar${CA_ME}|tornar a despertar${CA_ME}?) (?:mai|mai mes|mes)\b|\bno despertar${CA_ME} mai(?: mes)?\b|\btant de bo no (?:em )?(?:despertes|desperti|despertessi|llevi|llevessi)\b|\btant de bo (?:em )?(?:moris|morissi|estigues mort|estigues morta|no hagues nascut|no haguessi nascut)\b|\b(?:voldria|preferiria) (?:estar mort|estar morta|no haver nascut)\b`,
      String.raw`\b(?:deu|deu meu|senyor|mare de deu|deuet)\b,? (?:\S+ ){0,2}(?:emportat${CA_ME}|emporta${CA_ME}|emporta-?te-?m|emporta-?tem|endut${CA_ME}|porta${CA_ME} amb tu|portam amb tu|cridam|crida${CA_ME}|memporti|mendugui|em porti amb tu)\b|\bque deu se m(?:emporti|endugui|porti)\b`,
      // Spiritual framings: join the dead, leave this body, be reborn sooner, return to the light.
      String.raw`\bvull (?:anar|estar|tornar a estar|reunir${CA_ME}) amb (?:ella|ell|la meva \S+|el meu \S+|els meus \S+|la mama|el papa|la iaia|lavi|el iaio) (?:al cel|alla dalt|a laltre costat|a laltra banda|a laltre mon|on (?:es|son|esta|estan) ara)\b|\b(?:vull|voldria|necessito|estic (?:preparat|preparada) per|es hora de) (?:anar${CA_ME}n|marxar) (?:\S+ )?(?:daquest mon|d aquest mon|amb deu|al cel|a laltre mon)\b`,
      String.raw`\b(?:vull|voldria|necessito|estic (?:preparat|preparada) per a?|es hora de) (?:deixar|abandonar) (?:aquest cos|el meu cos|aquesta vida|aquest mon|aquesta terra)\b(?! (?:de|d|per|i (?:anar|mudar))\b)|\bvull (?:reneixer|renaixer|passar a la (?:propera|proxima|seguent) vida) (?:ja|ara|aviat|mes aviat|duna vegada|d una vegada)\b|\b(?:vull|estic (?:preparat|preparada) per|es hora de) tornar a la llum\b(?! (?:del|de la|d)\b)`,
      // Plans and means: pills hoarded or all taken; on the bridge or the roof to jump now.
      String.raw`\bhe comprat (?:una |la )?corda\b(?=.{0,60}\b(?:aquesta nit|per penjar${CA_ME}|acabare|ho acabare|ja esta|adeu)\b)`,
      String.raw`\bhe (?:guardat|acumulat|amagat|ajuntat|juntat|estalviat) (?:\S+ ){0,2}(?:pastilles|pastis|pindoles|comprimits|somnifers|calmants|ansiolitics|medicaments)\b`,
      String.raw`\b(?:${CA_MHE}|he) (?:pres|empassat|tragat|begut) (?:\S+ )?(?:totes les|tota la caixa de|tot el pot de|tot el blister de|una caixa sencera de|un pot sencer de|un grapat de) (?:pastilles|pastis|pindoles|comprimits|somnifers|calmants|ansiolitics|medicaments|\S+)\b(?! (?:\S+ )?(?:que em toquen|del dia|davui|d avui|del tractament|del mati|de la nit|de vitamines|prescrites)\b)`,
      String.raw`\b(?:soc|estic) (?:\S+ ){0,2}(?:al|a la|dalt del|dalt de la|a dalt del|a dalt de la|a la vora del|a la vora de la|a la barana del|a la cornisa del|al terrat del|al pont del) (?:\S+ )?(?:pont|terrat|teulada|balco|cornisa|vies|via del tren|penya-?segat|precipici|barana)\b(?=.{0,60}\b(?:saltar|saltare|salto|tirar${CA_ME}|tirarme|llancar${CA_ME}|mirant avall|mirant a baix|adeu|per ultima vegada|no puc mes)\b)`,
      // Goodbye letter; suicidal thoughts.
      String.raw`\b(?:he escrit|escric|estic escrivint|he deixat|deixo) (?:\S+ ){0,2}(?:una |la |les )?(?:carta|cartes|nota|missatge) de (?:comiat|suicidi|despedida)\b(?! (?:\S+ ){0,3}(?:a la feina|als companys|als alumnes|a lempresa|de la feina|per la jubilacio|del club|a lequip|als clients|del curs)\b)|\b(?:carta|nota) de suicidi\b`,
      String.raw`\b(?:tinc|torno a tenir|tornen els|tornen les|em venen|tinc molts|tinc moltes) (?:\S+ )?(?:pensaments|idees) (?:suicides|de suicidi|de morir${CA_ME}|de matar${CA_ME}|de fer${CA_ME} mal|de treure${CA_ME} la vida)\b|\b(?:estic|em sento|em noto) (?:\S+ )?suicida\b`,
      // Self-harm: cutting, burning, hitting oneself, now or again; wanting to; hiding it.
      String.raw`\b(?:${CA_MHE}|em) (?:tornat a |torno a )?(?:tallat|tallo|talle|tallar|cremat|cremo|creme|fet mal|faig mal|pegat|pego|colpejat|colpejo) (?:\S+ ){0,2}(?:els? bracos?|el brac|els canells|el canell|les cuixes|la cuixa|la pell|la panxa|les cames|a proposit|expressament|aposta|adrede|amb una fulla|amb la fulla|amb un cutter|amb una maquineta|amb un encenedor|amb (?:un |el )?cigarret|fins a sagnar|fins que (?:sagno|va sagnar|surt sang))\b`,
      String.raw`\bem (?:tallo|talle)\b(?! (?:${CA_HAIR}|quan cuino|sovint cuinant|amb el paper|amb els fulls)\b)|\b(?:${CA_MHE}|he) (?:tornat a (?:tallar|cremar|autolesionar)(?:${CA_ME})?|tornat a fer${CA_ME} mal)\b(?! ${CA_HAIR}\b)|\bhe recaigut\b(?=.{0,40}\b(?:tallar|talls|autolesi\w*|fer${CA_ME} mal|cremar)\b)`,
      String.raw`\b(?:vull|necessito|tinc ganes de|no puc parar de) (?:tallar|cremar|autolesionar)${CA_ME}\b(?! ${CA_HAIR}\b)|\b(?:mautolesion\w*|em autolesiono|autolesionar${CA_ME}|mautolesiono)\b`,
      String.raw`\b(?:amago|tapo|dissimulo|amagar|tapar) (?:\S+ ){0,3}(?:els talls|les ferides|les cicatrius|les marques|les cremades|els blaus)\b(?!.{0,25}\b(?:operacio|loperacio|acne|lacne|cesaria|accident|varicel\w*|tatuatge|pirsing)\b)`,
      // Purging and starving as punishment.
      String.raw`\b(?:em faig vomitar|em provoco el vomit|em provoco vomits|vomito (?:\S+ ){0,3}(?:expressament|a proposit|aposta))\b|\b(?:no menjo|porto \S+ dies sense menjar|fa \S+ dies que no menjo) (?:\S+ ){0,3}(?:expressament|a proposit|aposta|perque no (?:ho )?mereixo|com a castig)\b|\bno mereixo menjar\b`,
      // Spiritual framings of ending one's own life (tenth revision): going back to the light or the
      // source, the dead waiting on the other side and going to them, meeting my maker, fasting
      // until the soul is freed, crossing over, not staying in this incarnation, "Senyor,
      // emporta'm", the soul wanting to leave this world.
      String.raw`\b(?:vull|voldria|necessito|estic (?:preparat|preparada|llest|llesta) per|es hora de) (?:tornar|anar|retornar)(?:${CA_ME})? (?:ja |per sempre |dun cop )?(?:a casa,? )?(?:a la llum|cap a la llum|a la font|a lorigen|a lunivers|amb deu|al creador|amb els (?:meus )?avantpassats)\b(?! del\b| de\b)(?!.{0,40}\b(?:meditacio|medito|practica|cada (?:dia|mati|nit)|respiracio|reces|missa)\b)|\bm ?esper(?:a|en) (?:a|de|des de) (?:laltre costat|laltra banda|el cel|lalla)\b(?=.{0,100}\b(?:anire|vull anar|hi anire|men vaig|men anire) amb (?:ella|ell|ells)\b)|\b(?:preparat|preparada|llest|llesta|a punt)(?: \S+)? (?:per|per a) (?:trobar(?:-?me|-?m)? amb|veure|coneixer) (?:el meu|el) creador\b`,
      String.raw`\b(?:deixare|deixo|deixar|vull deixar|he deixat) de (?:menjar|beure)(?: \S+){0,2} (?:fins que (?:la meva anima|lanima|el meu esperit|em mori|mori|el cos)|fins a morir|per morir|per (?:anar-?me-?n|anarmen|marxar))\b|\b(?:vull|voldria|estic (?:preparat|preparada) per|he decidit) (?:creuar|passar|anar(?:-?me-?n)?) (?:ja )?a (?:laltra banda|laltre costat)\b(?! (?:del|de la|de|d)\b)|\bno vull (?:quedar(?:-?me|-?m)?|estar|seguir|continuar) (?:\S+ )?(?:en|a) (?:aquesta|aquest) (?:encarnacio|cos|mon|vida)\b|\b(?:deu|deu meu|senyor|jesus|mare de deu),? (?:\S+ ){0,2}(?:emportam|emporta-m|porta-?m amb tu|enduem|endu-?te-?m|agafam|recullme|deixam morir)\b|\b(?:la meva )?(?:anima|esperit)(?: \S+){0,4} (?:vol|necessita|esta (?:preparada|llesta|preparat) per) (?:anar-?se-?n|anarsen|marxar|partir|tornar a casa|deixar (?:aquest|el) (?:mon|cos)|sortir daquest cos)\b(?! (?:de vacances|al reces)\b)`,
      // Plans in the periphrastic past and the elided pronoun ("penso treure'm la vida"); cutting
      // again in the past tense; hurting the arms when nobody sees.
      String.raw`\b(?:penso|pensava|vaig a|vull|he decidit|decideixo) (?:\S+ )?treure(?:-?m|-?me| me) la vida\b|\bem (?:vaig|vas|va) (?:tornar a )?(?:tallar|cremar|autolesionar|colpejar)\b(?! ${CA_HAIR}\b| (?:el dit|amb el paper|cuinant|sense voler|tallant|la ma)\b)|\bem (?:faig|vaig fer|he fet) mal (?:a |als |al |a la |a les )?(?:bracos|brac|canells|canell|cames|cuixes|panxa|pell)\b(?=.{0,40}\b(?:quan ningu|expres|aposta|a proposit|cada (?:nit|dia)|amb (?:una|la) fulla|fins que)\b)`,
      // Wishes and plans in other words (tenth revision): never born, no reason to go on living,
      // knowing how and when, going to the bridge to jump; cutting or burning again with the
      // enclitic pronoun ("torno a tallar-me"), with a lighter or a blade.
      String.raw`\b(?:magradaria|voldria|tant de bo|hauria preferit|preferiria) no haver nascut\b|\bno hi ha (?:cap )?(?:rao|motiu|sentit) (?:per|per a) (?:seguir|continuar) (?:vivint|endavant|aqui|amb vida)\b|\b(?:ja )?se (?:com ho fare i quan|com i quan(?: ho fare)?|quan i com(?: ho fare)?)\b(?=.{0,80}\b(?:quan no hi (?:hagi|sigui) ningu|quan tothom dormi|aquesta nit|divendres|dissabte|diumenge|dilluns|dimarts|dimecres|dijous|dema)\b)|\b(?:vaig|anire|men vaig|aniria) (?:al|a un|fins al|dalt del) (?:pont|terrat|viaducte|penya-?segat)\b.{0,30}\b(?:i )?(?:salto|saltare|em tiro|em llanco|em tirare)\b(?! (?:a laigua|al mar|al riu|a la piscina)\b)`,
      String.raw`\b(?:torno|tornar|he tornat|vaig tornar|continuo|segueixo|no puc parar) (?:a |de )?(?:tallar|cremar|autolesionar|fer)(?:-?me|-?m)(?: mal)?\b(?! ${CA_HAIR}\b)(?! (?:el dit|amb el paper|cuinant|sense voler)\b)|\b(?:${CA_MHE}) (?:tornat a )?(?:cremat|tallat) amb (?:l ?encenedor|un cigarret|la cigarreta|una fulla|un ganivet|les tisores|un cuter)\b(?=.{0,60}\b(?:un altre cop|altra vegada|de nou|em calma|expres|aposta|cada)\b)|\b(?:penso|pensava|pensant|pensat|vaig a|vull|he decidit|decideixo)(?: \S+){0,3} treure(?:-?m|-?me| me) la vida\b`,
    ],
    fromOthers: [
      String.raw`\b${CA_AGENT}\b(?: \S+){0,3}? (?:em pega(?! (?:la grip|el refredat|el virus|un crit|crits|la bronca|bronques)\b)|em colpeja|mha pegat|mha colpejat|mha donat una pallissa|em dona pallisses|mescanya|mha escanyat|mha intentat escanyar|mha agafat pel coll|mamenaca|mha amenacat|mha violat|em viola|abusa de mi|ha abusat de mi|em maltracta|mha maltractat|em crema amb|mha cremat amb|em te tancada|em te tancat)\b`,
      String.raw`\b(?:mha|m ha|em) (?:escanyat|intentat escanyar|agafat pel coll i|estrenyia el coll|estrenyut el coll)\b|\bmha violat\b|\b(?:diu|ha dit|mha dit|mamenaca|mha amenacat|amenaca|jura|ha jurat) (?:\S+ ){0,2}(?:que )?(?:em matara|matar${CA_ME}|em tallara el coll|em cremara|ens matara)\b(?! si (?:arribo tard|suspenc|no recullo|trenco|ho trenco|perdo|se nentera|ho sap|no faig)\b)`,
      String.raw`\b(?:mha tancat|em tanca|em te tancada|em te tancat|em tenen tancada|em tenen tancat) (?:\S+ ){0,2}(?:a casa|a lhabitacio|a la habitacio|al lavabo|al bany|amb clau|al soterrani|sense (?:telefon|mobil|sortir|menjar))\b|\b(?:mhe tancat|estic tancada|estic tancat|mhe amagat|estic amagada|estic amagat) (?:\S+ ){0,2}(?:al lavabo|al bany|a lhabitacio|a la habitacio|a larmari)\b(?=.{0,80}\b(?:pica|cops|trencar|tirar la porta|crida|ganivet|begut|borratxo|matar|matara)\w*)`,
      // Sexual abuse of a minor or by someone in authority.
      String.raw`\b(?:el meu |mon )?(?:padrastre|oncle|tiet|avi|cosi|germa gran|entrenador|professor|profe|mestre|monitor|capella|mossen|guru|lama|vei|xicot de la mare|novio de la mare)\b(?: \S+){0,4}? (?:em toca (?:les parts|els pits|el pit|el cul|per sota|sota la roba|de nit|quan dormo|quan estem sols)|mha tocat (?:les parts|els pits|el pit|el cul|per sota|sota la roba)|em fa tocar${CA_ME}?li|mobliga a tocar|mha obligat a|em fa fotos|em demana fotos|mha violat|em viola|abusa de mi|ha abusat de mi|es fica al meu llit|entra a la meva habitacio (?:de nit|a la nit))`,
      // Grabbed by the throat (tenth revision), in the periphrastic past too.
      String.raw`\b${CA_AGENT}(?: \S+){0,3}? em (?:va |ha )?(?:agafar|agafat|estrenyer|estret|escanyar|escanyat) (?:pel|el) coll\b`,
    ],
    toOthers: [
      String.raw`\b(?:el|la|els|les|lo) (?:matare|matarem|anire a matar|apunyalare|cosire a ganivetades|ofegare|cremare viu|cremare viva|escanyare)\b(?!.{0,40}\b(?:jaja\w*|haha\w*|lol|xd|de riure|a pessigolles|a petons)\b)`,
      String.raw`\b(?:vull|penso|tinc ganes de|he decidit|vaig a) (?:matar(?:-?lo|-?la|-?los|-?les)|apunyalar(?:-?lo|-?la)|fer${CA_ME}?li mal|enverinar(?:-?lo|-?la)|cremar (?:\S+ )?(?:casa|cotxe) (?:seva|del|de la))\b(?=.{0,120}\b(?:ganivet|pistola|escopeta|arma|veri|se on viu|aquesta nit|dema)\b)|\bli (?:clavare|fotre|posare|donare) (?:\S+ ){0,2}(?:un ganivet|una ganivetada|ganivetades|un tret|trets|veri)\b`,
      String.raw`\b(?:tinc|he comprat|he agafat|porto|he amagat) (?:\S+ ){0,2}(?:un ganivet|una pistola|una escopeta|una arma|un matxet|veri)\b(?=.{0,80}\b(?:per a ell|per a ella|per matar|per fer${CA_ME}?li|li fare|matare|sabra el que|pagara|se on viu)\b)`,
      // Harm to others (tenth revision): wanting to kill, strangle or run over a named person, fear
      // of hurting one's baby, a gun taken to school or work.
      String.raw`\b(?:vull|tinc ganes de|penso|vaig a|he decidit) (?:matar|escanyar|apunyalar|enverinar|atropellar|ofegar|disparar a) (?:a )?(?:el|la|els|les|al|a la|aquest|aquesta|en|na)\b(?! (?:temps|ego|gana|set|avorriment|rato)\b)|\b(?:vull|tinc ganes de|penso|vaig a) (?:escanyar|atropellar|ofegar|sacsejar)(?:-?lo|-?la|-?los|-?les)\b|\b(?:por|panic|terror) (?:de|a) (?:fer mal|fer-?li mal|sacsejar|ofegar|pegar) (?:a |al |a la )?(?:meu |meva )?(?:nado|fill|filla|bebe|criatura|nen|nena)\b|\b(?:nado|bebe|fill|filla|plora)\b.{0,80}\bganes de (?:sacsejar|ofegar|llancar|pegar)(?:-?lo|-?la)?\b|\b(?:l|el|la|els|les) ?(?:atropello|atropellare|apunyalo|escanyo) amb (?:el cotxe|la moto|el ganivet|la furgo)\b|\b(?:porto|portare|em porto|duc|dure|portar)(?: \S+)? (?:la|una|el|un|meva|meu) (?:pistola|escopeta|arma|ganivet|navalla|revolver)(?! daigua| de joguina)(?: del? (?:meu |meva )?\w+)? (?:a|al|a la|a l) ?(?:escola|institut|linstitut|feina|oficina|universitat|classe)\b(?!.{0,30}\b(?:cuina|cuinar|tallar|dinar)\b)`,
      // A concrete method promised on a condition ("si torna a aparèixer l'atropello").
      String.raw`\bsi (?:\S+ ){1,8}(?:l|el|la) ?(?:atropello|atropellare|apunyalo|escanyo|enverino)\b`,
    ],
    concern: [
      String.raw`\b(?:suicidi\w*|suicida|suicidar${CA_ME}?se|autolesi\w*|no vull viure aixi|es vol morir|es vol suicidar|vol suicidar${CA_ME}?se|diu que es vol morir|parla de (?:morir|matar${CA_ME}?se|suicidar${CA_ME}?se)|ha mort|va morir|ens ha deixat|enterrament|funeral|vetlla|dol)\b`,
    ],
    negation: String.raw`\b(?:no(?! (?:puc|podia|aguanto|suporto|se|dormo|menjo|tinc|ho|hi|li|sé|serveixo|valc)\b)|mai|ni|tampoc|jamai)\b`,
    thirdPerson: String.raw`\b(?:ell|ella|ells|elles|el meu (?:amic|fill|germa|pare|xicot|marit|company|alumne|pacient|nebot|cosi)|la meva (?:amiga|filla|germana|mare|xicota|dona|parella|companya|alumna|pacient|neboda|cosina)|algu|un amic|una amiga|el nen|la nena)\b`,
    firstPerson: String.raw`\b(?:jo|em|mhe|mhi|he|soc|estic|vull|tinc|sento|penso|vaig|puc|mi)\b`,
    framing: String.raw`\b(?:he somiat|somiat|somio|somiava|somni|malson|mort de lego|mort de l ego|matar lego|matar l ego|bardo|phowa|maranasati|meditacio (?:sobre|de) la mort|sense voler|per accident|cuinant|quan cuinava|tallant (?:ceba|pa|verdura|carn|tomaquet|pernil|fruita)|pelant|afaitant\w*|dejuni|dejunar|ramadan|quaresma|(?:morir|moro|mor|morint|morire|morirem|mort|morta)(?:[- ]?me)? de (?:riure|gana|fam|vergonya|calor|fred|son|ganes|enveja|pena|fastic|avorriment|set|cansament)|em mato (?:a|estudiant|treballant)|em matare a (?:estudiar|treballar)|(?:mort|morir) a mi mateix|(?:jo|lego) vell|videojoc|fortnite|minecraft)\b`,
    topic: String.raw`\b(?:treball (?:de|sobre)|redaccio|assaig|tesi|investigacio|estadistiques?|article|noticia|noticies|documental|pel.?licula|serie|novel.?la|llibre|canco|classe de|deures|exposicio|prevencio|eutanasia|filosofia|personatge|protagonista)\b`,
    resolved: String.raw`\b(?:fa (?:\S+ )?anys|quan (?:era|tenia) (?:\S+ )?(?:petit|petita|nen|nena|jove|adolescent|\d+)|de (?:petit|petita|jove|adolescent)|a ladolescencia|abans (?:volia|pensava|em tallava)|ara estic (?:millor|be)|ho he superat|en vaig sortir)\b`,
    recovered: String.raw`\b(?:(?:avui|ara) (?:estic|em sento|soc) (?:be|millor|felic|en pau)|ja (?:ha passat|estic be|ho he superat)|ho he superat|en vaig sortir|soc felic|celebro \d+ anys|porto \d+ (?:anys|mesos) (?:be|sense))\b`,
    past: String.raw`\b(?:volia|vaig intentar|vaig voler|em tallava|em feia mal|pensava|hi va haver una epoca|el (?:19|20)\d\d|als \d+ anys|quan era|fa (?:\S+ )?(?:anys|mesos)|de (?:petit|petita|adolescent|jove)|lany passat)\b`,
    cues: {
      means: String.raw`\b(?:somnifers|ansiolitics|orfidal|lexatin|trankimazin|soga|fulla dafaitar|fulles dafaitar|fulla d afaitar|veri|matarrates|lleixiu|pistola|escopeta|totes les pastilles|una caixa sencera)\b`,
      prep: String.raw`\b(?:he comprat|he guardat|he acumulat|he amagat|he aconseguit|he mirat quantes|quantes calen|quantes en calen|ja ho tinc tot|ho tinc tot preparat|estic (?:preparat|preparada)|ho he decidit|perdoneu${CA_ME}|perdona${CA_ME} per tot|he fet testament|he escrit (?:una carta|cartes)|he regalat les meves coses|he donat les meves coses)\b`,
      timing: String.raw`\b(?:aquesta nit|aquesta matinada|quan (?:tothom dormi|marxin|sen vagin|estigui sol|estigui sola))\b`,
      recent: String.raw`\b(?:ahir|aquest mati|fa una estona|un altre cop|una altra vegada|de nou|cada dia|cada nit|altra vegada)\b`,
      finality: String.raw`\b(?:adeu (?:a tothom|per sempre|a tots)|(?:acabare|ho acabare) (?:amb )?tot(?! (?:el|la|els|les|aixo|de|d|abans|avui)\b)|us estimo a tots|gracies per tot|cuideu (?:de )?(?:la mama|el papa|el gos|el gat|la meva \S+|el meu \S+)|(?:aquest es|es) el meu ultim missatge|ja no em veureu|no em busqueu|ja no hi sere|no hi sere (?:dema|mes)|he regalat les meves coses)\b`,
      despair: String.raw`\b(?:no puc mes|no aguanto mes|ja no puc mes|estic (?:cansat|cansada) de tot|res te sentit|soc un fracas|no valc res|no serveixo per a res|ningu em trobara a faltar|ningu menyoraria|no hi ha sortida|tot sacaba)\b`,
      harm: String.raw`\b(?:(?:em tallo|em talle|mhe tallat)(?! (?:${CA_HAIR}|el dit|amb (?:el|un) (?:paper|ganivet de cuina|full))\b)|em cremo|em pego|em colpejo|em faig vomitar)\b`,
      body: String.raw`\b(?:bracos|brac|canells?|cuixes|cuixa|la pell|fins a sagnar|contra la paret)\b`,
    },
  },
  {
    languages: ['ro'],
    group: 'latin',
    spaced: true,
    self: [
      // Wish to die: "vreau să mor", "aș vrea să fiu mort", "îmi doresc moartea".
      String.raw`\b(?:vreau|vreu|vrau|vroiam|as vrea|imi doresc|mi-?as dori|mi as dori|as prefera) (?:\S+ )?(?:sa|s) (?:mor|fiu (?:mort|moarta)|nu mai traiesc|nu mai exist|nu ma fi nascut|dispar (?:pentru totdeauna|definitiv|de pe fata pamantului|din lumea asta)|termin cu (?:tot|totul|viata)|pun capat (?:vietii|zilelor|la tot))\b(?! (?:de|in|la|linistit|linistita|batran|batrana|impacat|impacata|acasa)\b)`,
      String.raw`\b(?:imi doresc|vreau|astept|imi vreau|imi caut) (?:doar |numai )?moartea\b|\b(?:as vrea|mi-?as dori|ar fi fost mai bine) sa nu (?:ma )?fi (?:fost )?nascut\b`,
      // Suicide intent in the first person: "o să mă sinucid", "mă spânzur", "sa ma omor".
      String.raw`\b(?:ma|m-?as|m as|ma voi|o sa ma|am sa ma) sinucid\w*|\b${RO_WILL} (?:ma|mi|s ma) (?:sinucid|omor|spanzur|otravesc|impusc|injunghii|inec|arunc (?:de pe|de la|in fata|sub|pe geam|pe fereastra|in gol|in fluviu|in rau|in dunare|in prut|in lac))\b(?! (?:dupa|de ras|cu (?:munca|invatatul|treaba|sala|\S+ul)|la sala|muncind|invatand|daca|in munca|in treaba)\b)`,
      String.raw`\bma arunc (?:in gol|pe geam|pe fereastra|(?:de pe|de la) (?:\S+ )?(?:pod|podul|bloc|blocul|acoperis\w*|balcon\w*|etaj\w*|geam|stanca|fereastra|cladire\w*))\b|\b(?:ma gandesc|m-?am gandit|tot ma gandesc) (?:\S+ )?la (?:sinucidere|sinucid|cum sa ma omor|cum sa mor)\b`,
      String.raw`\b(?:sa|s|o sa|am sa|vreau sa|ma gandesc sa) ?ma (?:spanzur|otravesc)\b|\bma spanzur\b|\b${RO_SAMI} (?:iau|curm|pun capat) (?:\S+ )?(?:viata|zilele|vietii|zilelor)\b(?! (?:inapoi|in maini|in serios|in primire|de la capat)\b)|\b${RO_MIAM} (?:luat|curmat) viata\b|\b${RO_SAMI} (?:tai|taie|crestez) (?:\S+ )?(?:venele|vena|pulsul)\b|\b(?:sa|s|o sa|am sa)[- ]?mi pun (?:\S+ )?(?:streangul|streang|funia|franghia|sfoara) (?:de|in|la|pe) gat\b`,
      // Does not want to live: "nu mai vreau să trăiesc" (not "nu vreau să trăiesc în București").
      String.raw`\bnu (?:mai )?(?:vreau|vreu|vrau|am chef) (?:sa |s )?(?:mai )?(?:traiesc|trai|exist|fiu in viata|fiu pe lumea asta|fiu pe lume|respir|continui sa traiesc)\b(?! (?:in|la|cu|aici|acolo|asa|astfel|fara|intr|printre|alaturi|langa|singur|singura|departe|aproape|cu chirie)\b)`,
      // No reason to live; tired of living; life has no meaning.
      String.raw`\b(?:nu (?:mai )?am|n-?am|n am|nu (?:mai )?gasesc|nu (?:mai )?vad) (?:niciun|nici un|vreun|niciun fel de) (?:motiv|rost|sens) (?:sa|de a|sa mai|pentru care sa) (?:mai )?(?:traiesc|trai|continui|merg mai departe|exist)\b|\bn-?am pentru ce (?:sa )?(?:mai )?trai\w*|\b(?:nu (?:mai )?are|n-?are|n are) (?:niciun |nici un )?(?:rost|sens) sa (?:mai )?(?:traiesc|exist|continui|traiesc asa)\b|\bviata (?:mea )?nu (?:mai )?are (?:niciun |nici un )?(?:sens|rost)\b`,
      String.raw`\b(?:${RO_MAM} saturat|m-?am saturat|sunt (?:\S+ )?(?:obosit|obosita|satul|satula|sastisit|sastisita)|am obosit) (?:sa (?:mai )?traiesc|de (?:a )?trai|sa mai exist|de viata)\b(?! (?:de|la|in|din|de la|asta de)\b)`,
      // Burden: "toți ar fi mai bine fără mine", "sunt o povară pentru familie".
      String.raw`\b(?:ar fi|ar trai|ar sta|vor fi|o sa fie|ar fi toti|ar fi toata lumea|ar fi familia|ar fi ai mei) (?:\S+ ){0,2}mai (?:bine|fericiti|fericita|fericit|linistiti|liberi) fara mine\b|\b(?:sunt|sint) (?:doar |numai |mereu )?(?:o|un) (?:povara|greutate|pacoste|balast) (?:pentru (?:toti|toata lumea|familie|familia mea|ai mei|parinti|voi|ei)|pe capul)\b|\b(?:sunt|sint) (?:doar |numai )?o povara\b`,
      // Passive wish: sleep and never wake; God take me; leave this world.
      String.raw`\b(?:sa |s )?adorm (?:\S+ ){0,2}si sa nu ma mai trezesc\b|\bsa nu ma mai trezesc(?: niciodata| vreodata| deloc| maine)?\b(?! (?:la|devreme|noaptea|asa|cu|din|in|de|pe)\b)`,
      String.raw`\b(?:doamne|dumnezeule|doamne dumnezeule|iisuse|maica domnului|maicuta)\b,? (?:\S+ ){0,2}(?:ia-?ma|ia ma|ia-mi viata|ia-?mi zilele|cheama-?ma la tine)\b(?! (?:de|din|acasa)\b)|\b(?:ia-?ma|ia ma) la tine,? (?:doamne|dumnezeule|mama|tata|bunico)\b|\b(?:dumnezeu|domnul) sa ma ia (?:la el|la tine|odata|mai repede)\b|\bsa ma ia (?:dumnezeu|domnul|moartea)\b`,
      // Spiritual framings: go to the dead (Moldovan "să mă duc la mama"), leave the body, be
      // reborn sooner, return to the light.
      String.raw`\b(?:vreau|as vrea|vreu|trebuie) (?:sa|s) (?:merg|ma duc|plec|ajung|fiu) (?:\S+ ){0,2}(?:la|langa|cu) (?:mama|tata|mami|tati|bunica|buni|bunicul|sotul|sotia|fratele|sora|fiul|fiica|copilul|baiatul|fata|el|ea|maestrul|duhovnicul)(?: mea| meu| mele)? (?:in cer|in rai|sus|acolo sus|dincolo|pe lumea cealalta|pe cealalta lume|la dumnezeu|la ceruri)\b|\b(?:sa|s) (?:merg|ma duc|plec|ajung|trec) (?:\S+ )?(?:pe lumea cealalta|pe cealalta lume|in lumea cealalta|dincolo|la ceruri|la cei morti|din lumea asta|de pe lumea asta|din viata asta)\b(?! (?:in vis|in meditatie)\b)`,
      String.raw`\b(?:vreau|as vrea|e timpul|e vremea|sunt gata|sunt pregatit|sunt pregatita) (?:sa |s )?(?:parasesc|las|abandonez) (?:acest trup|trupul acesta|trupul asta|acest corp|corpul acesta|corpul asta|lumea asta|aceasta lume|lumea aceasta|viata asta|aceasta viata)\b(?! (?:in urma|de la oras|de (?:\S+ )?corporatist\w*|si sa ma mut)\b)|\b(?:vreau|as vrea) (?:sa |s )?(?:ma renasc|renasc|ma reincarnez|trec in urmatoarea viata) (?:\S+ ){0,2}(?:mai repede|mai curand|acum|deja|cat mai repede|odata)\b|\b(?:vreau|e timpul|sunt gata) (?:sa |s )?ma intorc in lumina\b`,
      // Plans and means: pills hoarded or all taken, poison drunk, at the edge to jump.
      String.raw`\b(?:am (?:strans|adunat|pus deoparte|ascuns|facut rost de)|strang|adun|tot strang) (?:\S+ ){0,2}(?:pastile|pastilele|somnifere|somniferele|tablete|tabletele|medicamente|pilule|xanax|diazepam|fenobarbital|antidepresive|tabletki)\b(?! (?:pentru|de la farmacie|in trusa|pentru bunica|pentru mama|de la medic)\b)`,
      String.raw`\bam cumparat (?:o |niste )?(?:franghie|funie|sfoara groasa)\b(?=.{0,60}\b(?:diseara|deseara|la noapte|termin|sa ma spanzur|adio|gata cu tot)\b)`,
      String.raw`\b(?:am (?:luat|inghitit|baut)|${RO_MIAM} luat|am inghitit) (?:\S+ ){0,2}(?:toate|tot|toata|o cutie intreaga de|un flacon intreg de|o mana de|un pumn de) (?:pastilele|somniferele|tabletele|medicamentele|pilulele|cutia|flaconul|folia|pastile|somnifere|tablete)\b(?! (?:de azi|de dimineata|de seara|prescrise|la timp|conform|din reteta|cum mi-?a|de vitamine)\b)|\b(?:sa |o sa |am |vreau sa )?(?:beau|inghit|baut|inghitit) (?:\S+ )?(?:otrava|otrava de sobolani|soda caustica|antigel|pesticid\w*|ierbicid\w*|acid)\b`,
      String.raw`\b(?:sunt|stau|ma aflu|sint|ma uit) (?:\S+ ){0,2}(?:pe|la marginea|pe marginea|pe acoperisul|pe balustrada|pe pervazul|in varful) (?:\S+ )?(?:podului|pod|blocului|bloc|acoperis|acoperisului|terasei|terasa|balconului|balcon|stancii|stanca|sinelor|sine|caii ferate|cladirii|geamului|pervaz)\w*\b(?=.{0,60}\b(?:sar|o sa sar|ma arunc|in jos|adio|ultima data|curaj|nu mai pot|sa termin)\b)`,
      String.raw`\b(?:o sa |am sa |vreau sa |ma gandesc sa |voi |acum )?sar (?:\S+ )?(?:de pe|de la) (?:\S+ )?(?:pod|podul|bloc|blocul|acoperis|acoperisul|balcon|balconul|etaj|etajul|geam|stanca|fereastra|cladire|cladirea)\w*\b|\b(?:${RO_WILL} )?ma arunc (?:in fata|sub) (?:unui |unei )?(?:tren|trenului|masini|masinii|metrou|metroului|camion|camionului|tir|tirului|tramvai|tramvaiului)\b`,
      // Goodbye letter; suicidal thoughts.
      String.raw`\b(?:am scris|scriu|am lasat|las|ti-?am lasat|v-?am lasat) (?:\S+ ){0,2}(?:o |niste )?(?:scrisoare|scrisoarea|scrisori|bilet|biletul|mesaj|mesajul) de (?:adio|ramas bun)\b(?! (?:colegilor|la job|la munca|la serviciu|pentru colegi|echipei|clasei|firmei|dirigintei|profesorilor)\b)`,
      String.raw`\b(?:am|iar am|imi vin|ma bantuie|am din nou|tot am|ma macina) (?:\S+ )?(?:ganduri|idei|gand) (?:de )?(?:sinucidere|suicid\w*|sinucigase|sa ma omor|sa ma sinucid|sa mor|de moarte)\b|\b(?:sunt|ma simt) (?:\S+ )?suicidal\w*`,
      // Self-harm: "m-am tăiat" (not a finger on paper or a haircut), "mă tai", hurting oneself on
      // purpose, hiding the cuts, purging, starving.
      String.raw`\b${RO_MAM} (?:taiat|crestat|zgariat pana la sange|ars cu tigara|ars cu bricheta|lovit (?:singur|singura|intentionat|special|cu pumnii|cu capul de perete)|autoranit|automutilat|mutilat)\b${RO_ACCIDENT}`,
      String.raw`\bma (?:tai|crestez)\b(?! (?:la|in|cu (?:hartia|foaia|cutitul de paine)|parul|breton\w*|unghiile|singur parul)\b)(?! (?:\S+ )?des cand gatesc)|\bma (?:autoranesc|automutilez|ranesc (?:intentionat|singur\w*|special))\b|\bimi fac rau (?:singur|singura|intentionat|special|iar|din nou|cu)\b|\bvreau sa ma (?:tai|crestez|ard)\b(?! (?:la|in)\b)`,
      String.raw`\b(?:ascund|acopar|imi ascund|imi acopar|tot ascund) (?:\S+ ){0,3}(?:taieturile|cicatricile|ranile|zgarieturile|urmele|semnele|arsurile|vanataile)\b(?!.{0,25}\b(?:operatie|operatiei|acnee|cezariana|accident\w*|varicel\w*|tatuaj\w*)\b)`,
      String.raw`\b(?:imi provoc (?:singur\w* )?voma|ma fac sa vomit|vomit (?:\S+ ){0,3}(?:intentionat|special|dinadins)|imi bag degetele in gat)\b|\bnu (?:mai )?mananc (?:\S+ ){0,3}(?:intentionat|special|dinadins|ca sa ma pedepsesc|ca pedeapsa|pentru ca nu merit)\b|\bnu merit sa mananc\b`,
      // Spiritual framings of ending one's own life (tenth revision): the dead waiting beyond and
      // going to them, meeting my maker, not eating until the soul leaves the body, the soul
      // wanting to leave this world; goodbye letters written and everything ready.
      String.raw`\bma (?:asteapta|asteapte|cheama|striga)(?: \S+){0,2} (?:dincolo|in cer|pe lumea cealalta|de partea cealalta)\b(?=.{0,100}\b(?:o sa merg|ma duc|vreau sa merg|voi merge|plec|ma voi duce) (?:la|dupa) (?:ea|el|ei|ele)\b)|\b(?:pregatit|pregatita|gata) sa ma (?:intalnesc|vad) cu (?:creatorul|dumnezeu|ziditorul|facatorul)\b|\b(?:nu mai mananc|nu mai beau|ma opresc din mancat|refuz sa mananc|nu o sa mai mananc|am incetat sa mananc)(?: \S+){0,2} (?:pana (?:cand |ce )?(?:sufletul|mor|trupul|o sa mor|ma stig)|ca sa mor)\b|\bsufletul (?:meu )?(?:\S+ ){0,4}(?:vrea|cere|e gata|este gata|tanjeste) sa (?:plece|se duca|paraseasca|se intoarca acasa|iasa din (?:trup|corp))\b(?!.{0,20}\b(?:in concediu|in vacanta|la mare|la munte|la manastire)\b)|\bam scris (?:\S+ )?(?:scrisori(?:le)?|scrisoarea|biletul|biletele) (?:pentru|catre) (?:copii|mama|tata|familie|sotul|sotia|\w+)\b(?=.{0,80}\b(?:totul (?:e|este) (?:pregatit|gata)|pregatit pentru)\b)`,
    ],
    fromOthers: [
      String.raw`\b${RO_AGENT}\b(?: \S+){0,3}? (?:ma bate(?! (?:gandul|vantul|soarele|la cap|la (?:\S+ )?(?:sah|table|tenis|fotbal|fifa|joc|carti|remi|ping)))|m-?a batut(?! (?:la|in) (?:\S+ )?(?:sah|table|tenis|fotbal|fifa|joc|carti|remi|ping|meci|alergat|alergare|concurs)\b)|ma loveste|m-?a lovit|ma strange de gat|m-?a strans de gat|ma sugruma|m-?a sugrumat|m-?a strangulat|ma violeaza|m-?a violat|m-?a amenintat|ma ameninta|ma inchide|m-?a inchis|ma tine (?:inchisa|inchis|incuiata|incuiat)|ma bate cu cureaua|ma arde cu)\b`,
      String.raw`\b(?:ma|m-?a|m a) (?:bate|batut|loveste|lovit|strange de gat|strans de gat|sugruma|sugrumat|strangulat|violeaza|violat) (?:\S+ ){0,2}${RO_AGENT}\b(?! (?:la|in) (?:\S+ )?(?:sah|table|tenis|fotbal|fifa|joc|carti|remi|ping|meci)\b)`,
      String.raw`(?<!\b(?:cravata|gulerul|fularul|camasa|rochia|bluza|sutienul|blugii|centura) )\bm-?a (?:strans|apucat|prins) de gat\b|\bm-?a (?:sugrumat|strangulat|violat)\b`,
      String.raw`\b(?:a zis|zice|spune|a spus|ma ameninta|m-?a amenintat|a jurat|jura|striga) (?:\S+ ){0,2}ca (?:ma|o sa ma|ma va|are sa ma|ne|o sa ne) (?:omoara|omoare|ucide|taie|injunghie|impusca|arde|omori|strange de gat)\b(?! daca (?:iau|primesc|intarzii|nu (?:invat|fac|iau|spal)|pierd|stric|vin tarziu|afla|mai (?:intarzii|pierd))\b)`,
      String.raw`\bm-?a (?:inchis|incuiat) (?:\S+ ){0,2}(?:in casa|in camera|in baie|in beci|in pivnita|in debara|in dormitor|pe balcon)\b|\bma (?:tine|tin) (?:\S+ )?(?:inchisa|inchis|incuiata|incuiat)\b|\b${RO_MAM} (?:inchis|incuiat|ascuns) (?:\S+ ){0,2}(?:in baie|in camera|in debara|in dormitor|in dulap)\b(?=.{0,80}\b(?:bate in usa|sparge|loveste|striga|cutit|beat|ameninta|omoare|urla)\w*)`,
      // Sexual abuse of a minor or by someone in authority.
      String.raw`\b(?:tatal vitreg|tata vitreg|tatal meu vitreg|unchiul|unchiu|bunicul|varul|fratele|profesorul|profu|antrenorul|preotul|popa|parintele|vecinul|nasul|concubinul mamei|iubitul mamei|prietenul mamei|seful)\b(?: \S+){0,4}? (?:ma atinge|m-?a atins|ma pipaie|m-?a pipait|vine (?:noaptea |seara )?in (?:camera mea|patul meu)|se baga in patul meu|ma violeaza|m-?a violat|imi cere poze|mi-?a cerut poze|ma obliga sa (?:il|ma dezbrac|fac)|m-?a obligat sa (?:il|ma dezbrac|fac))\b`,
    ],
    toOthers: [
      String.raw`\b(?:vreau sa|o sa|am sa|ma gandesc sa|plec sa|ma duc sa)[- ]?(?:l|o|i|s-?l|s-?o) ?(?:omor|ucid|injunghii|impusc|otravesc|sugrum|strang de gat)\b(?!.{0,40}\b(?:glumesc|haha\w*|lol|xd|de ras|in pupici|cu pupici)\b)`,
      String.raw`\b(?:il|o|ii|pe el|pe ea) (?:omor|ucid|injunghii|impusc|otravesc|tai)\b(?=.{0,120}\b(?:cutit\w*|pistol\w*|arma|pusca|topor\w*|otrava|stiu unde sta|stiu unde locuieste|diseara|la noapte|in seara asta)\b)|\b(?:cutit\w*|pistol\w*|arma|pusca|topor\w*|otrava)\b.{0,120}\b(?:il|o|ii) (?:omor|ucid|injunghii|impusc)\b`,
      String.raw`\b(?:am|mi-?am luat|am cumparat|am ascuns|port) (?:\S+ ){0,2}(?:un cutit|cutitul|un pistol|o arma|o pusca|un topor|otrava)\b(?=.{0,80}\b(?:pentru el|pentru ea|sa-?l|sa-?o|s-?o|s-?l|o sa plateasca|o sa vada|stiu unde sta)\b)`,
      // Harm to others (tenth revision): wanting to kill a named person, running someone over, a gun
      // taken to school or work.
      String.raw`\b(?:am chef|vreau|ma gandesc|am de gand|imi vine|o sa|am hotarat) sa-?mi (?:omor|ucid|sugrum|otravesc|injunghii|calc cu masina) (?:\w+ul|\w+a|sotia|nevasta|tata|mama|fratele)\b|\b(?:il|o|ii) (?:calc|lovesc|omor|injunghii) cu (?:masina|cutitul|toporul|pistolul)\b|\b(?:duc|aduc|iau|o sa duc|o sa iau|car)(?: \S+)? (?:pistolul|arma|pusca|cutitul)(?: (?:lui|meu|mea) \w+)? (?:la|in) (?:scoala|liceu|serviciu|munca|birou|facultate|clasa)\b(?!.{0,30}\b(?:bucatarie|gatit|taiat|pranz)\b)`,
    ],
    concern: [
      String.raw`\b(?:sinucider\w*|suicid\w*|sinucis|sinucisa|s-?a sinucis|se sinucide|autoranire|automutilare|vrea sa moara|nu mai vreau sa traiesc asa|a murit|a decedat|inmormantare|inmormantarea|parastas|doliu)\b`,
    ],
    negation: String.raw`\b(?:nu(?! (?:mai pot|mai suport|mai rezist|stiu|pot|mananc|dorm|am|ma mai|ma simt|e|este|i|imi)\b)|niciodata|nici|nicicand|n-as|n as|n-o|n-am)\b`,
    thirdPerson: String.raw`\b(?:el|ea|ei|ele|dansul|dansa|prietenul meu|prietena mea|fiul meu|fiica mea|fratele meu|sora mea|mama mea|tatal meu|colegul meu|colega mea|cineva|un prieten|o prietena|baiatul meu|fata mea|copilul meu)\b`,
    firstPerson: String.raw`\b(?:eu|io|ma|mi|imi|mie|sunt|sint|vreau|pe mine|m-am|mam|mi-am)\b`,
    framing: String.raw`\b(?:am visat|visez|visam|in vis|un vis|visul|cosmar|cosmarul|moartea egoului|moartea ego-ului|bardo|phowa|maranasati|meditatie (?:asupra|despre) mortii|din greseala|fara sa vreau|gatind|in bucatarie|la bucatarie|cand gateam|taind ceapa|cand taiam|tin post|in post|postul (?:mare|craciunului|pastelui)|ramadan|mor de (?:ras|foame|sete|cald|caldura|frig|somn|plictiseala|rusine|dor|dorul|nerabdare|oboseala|emotie|curiozitate)|am murit de (?:ras|rusine|foame|frig|cald)|sa mor (?:eu|io)|mor dupa|ma omor dupa|ma omor cu|ma omoara (?:de ras|cu)|sa ma ia dracu|joc video|minecraft|fortnite)\b`,
    topic: String.raw`\b(?:eseu|referat|lucrare (?:de|despre)|teza|licenta|cercetare|statistic\w*|articol|stire|stiri|documentar|film|serial|carte|cartea|cantec|ora de|prevenire\w*|eutanasie|filozofie|filosofie|personaj\w*)\b`,
    resolved: String.raw`\b(?:acum (?:\S+ )?ani|cu (?:\S+ )?ani in urma|in urma cu (?:\S+ )?ani|cand eram (?:\S+ )?(?:mic|mica|copil|adolescent|adolescenta|tanar|tanara)|in adolescenta|inainte (?:voiam|ma taiam|ma gandeam)|acum sunt bine|acum ma simt bine|am trecut peste|am depasit)\b`,
    recovered: String.raw`\b(?:(?:azi|astazi|acum) (?:sunt|ma simt) (?:bine|mai bine|fericit|fericita|impacat|impacata)|am trecut peste|sunt fericit|sunt fericita|a trecut demult|am \d+ (?:ani|luni) (?:fara|curat|curata))\b`,
    past: String.raw`\b(?:voiam|vroiam|am incercat|ma taiam|ma raneam|ma gandeam|era o perioada|in (?:19|20)\d\d|la \d+ ani|cand eram|acum (?:\S+ )?ani|anul trecut|in liceu|in adolescenta)\b`,
    cues: {
      means: String.raw`\b(?:somnifere|somniferele|streang|streangul|lama de ras|lame de ras|lamele|otrava|otrava de sobolani|pistol|pistolul|pusca|toate pastilele|toate tabletele|o cutie intreaga)\b`,
      prep: String.raw`\b(?:am cumparat|am strans|am adunat|am ascuns|am pus deoparte|am facut rost|am cautat (?:pe net|pe google|cate|cat de)|cate (?:trebuie|ajung|sunt de ajuns)|sunt (?:pregatit|pregatita)|am decis|m-?am hotarat|${RO_MIAM} facut testamentul|iertati-?ma|iarta-?ma pentru tot|am scris scrisori|${RO_MIAM} dat lucrurile)\b`,
      timing: String.raw`\b(?:diseara|deseara|la noapte|in noaptea asta|noaptea asta|cand pleaca (?:toti|ai mei)|cand raman (?:singur|singura))\b`,
      recent: String.raw`\b(?:aseara|ieri|azi-?noapte|azi dimineata|din nou|iarasi|in fiecare zi|in fiecare seara|zilnic)\b`,
      finality: String.raw`\b(?:adio (?:tuturor|pentru totdeauna|lume|tuturora)|termin (?:cu )?(?:totul|tot)(?! (?:la|de|pentru|ce|din|proiectul|lucrul|treaba)\b)|pun capat la tot|ramas bun (?:tuturor|pentru totdeauna)|va iubesc pe toti|multumesc pentru tot|aveti grija de (?:mama|tata|pisica|caine|catel|copii|bunica)|(?:acesta e|asta e|e) ultimul meu mesaj|nu ma mai cautati|nu o sa ma mai vedeti|nu ma veti mai vedea|nu voi mai fi aici|nu o sa mai fiu aici|${RO_MIAM} dat lucrurile)\b`,
      despair: String.raw`\b(?:nu mai pot|nu mai rezist|nu mai suport|m-?am saturat de tot|nu mai am putere|sunt un esec|nu valorez nimic|nu sunt (?:bun|buna) de nimic|nimanui nu i-?ar pasa|nu exista iesire|s-a terminat)\b`,
      harm: String.raw`\b(?:ma tai(?! (?:la|in|cu|parul|unghiile)\b)|m-?am (?:taiat|crestat)${RO_ACCIDENT}|ma crestez|imi provoc voma)\b`,
      body: String.raw`\b(?:bratul|bratele|incheietura|incheieturile|coapsa|coapsele|pielea|peretele|pana la sange)\b`,
    },
  },
];
