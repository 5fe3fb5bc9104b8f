-- The About page's tiles and the voter checklist's (issue 25 point 3, ADR 47): two more sections of site_content
-- an admin edits at /admin/content. A tile's body is the rich-text editor's HTML, sanitized on write like a
-- candidate's analysis; each text is in English and, in `translations`, the other languages (ADR 44).
ALTER TABLE site_content DROP CONSTRAINT IF EXISTS site_content_section_check;
ALTER TABLE site_content ADD CONSTRAINT site_content_section_check
  CHECK (section IN ('mission', 'resources', 'deadlines', 'forCandidates', 'about', 'voterChecklist'));

-- The spec's tiles and the Spanish the catalog had for them, their panels written as the editor writes them
-- (paragraphs, bullet lists, links), so a fresh install shows what it showed.

INSERT INTO site_content (section, content) VALUES ('about', $json$
{
  "tiles": [
    {
      "icon": "target",
      "featured": true,
      "title": "Mission",
      "teaser": "Political education that ends at the ballot box, and keeps going after it.",
      "body": "<p>We make short, clear videos and plain-language voter guides so that working people can understand the forces shaping their lives and use their vote to change them.</p><p>We are progressive and proud of it. We don't claim neutrality, because no one who decides who gets housing, healthcare or a fair day's pay is neutral. What we promise instead is honesty: we show our sources, we tell you where we stand, and we tell you why.</p>",
      "translations": {
        "es": {
          "title": "Misión",
          "teaser": "Educación política que llega hasta las urnas y sigue después de ellas.",
          "body": "<p>Hacemos videos cortos y claros y guías para votantes en lenguaje sencillo, para que la gente trabajadora entienda las fuerzas que moldean su vida y use su voto para cambiarlas.</p><p>Somos progresistas y estamos orgullosos de serlo. No nos decimos neutrales, porque nadie que decide quién tiene vivienda, atención médica o un salario justo es neutral. Lo que prometemos, en cambio, es honestidad: mostramos nuestras fuentes, le decimos cuál es nuestra postura y por qué.</p>"
        }
      }
    },
    {
      "icon": "puzzle",
      "featured": false,
      "title": "Problem",
      "teaser": "The races that shape daily life get the least attention.",
      "body": "<p>Most people vote at the top of the ticket and guess at the rest, or skip it. Yet city councils, state legislatures, district attorneys and judges decide rents, policing, schools and wages.</p><ol><li data-list=\"bullet\">Local news has been hollowed out, so many races get no coverage at all.</li><li data-list=\"bullet\">Campaign mailers are written by consultants, and big donors pay for most of them.</li><li data-list=\"bullet\">Official voter guides often stop at the candidate's own statement.</li></ol><p>The result is low turnout in the races that matter most, and officials who are rarely held to account.</p>",
      "translations": {
        "es": {
          "title": "El problema",
          "teaser": "Las contiendas que definen la vida diaria son las que menos atención reciben.",
          "body": "<p>La mayoría de la gente vota por los primeros cargos de la boleta y adivina el resto, o lo deja en blanco. Sin embargo, los concejos municipales, las legislaturas estatales, los fiscales de distrito y los jueces deciden sobre alquileres, policía, escuelas y salarios.</p><ol><li data-list=\"bullet\">Los medios locales se han quedado sin recursos, y muchas contiendas no reciben ninguna cobertura.</li><li data-list=\"bullet\">La propaganda electoral que llega por correo la escriben asesores, y la mayor parte la pagan grandes donantes.</li><li data-list=\"bullet\">Las guías oficiales para votantes a menudo se limitan a la declaración del propio candidato.</li></ol><p>El resultado es una baja participación en las contiendas que más importan y funcionarios que rara vez rinden cuentas.</p>"
        }
      }
    },
    {
      "icon": "lightbulb",
      "featured": false,
      "title": "Proposal",
      "teaser": "A guide that does the homework, and explains the why.",
      "body": "<p>Give voters a guide that does the homework for them: who is running, what the office does, where each candidate stands on housing, labor, policing and more, and who is paying for their campaign.</p><p>Pair it with political education that explains the why: how capitalism, racism and concentrated wealth shape the fights on your ballot, in formats people actually watch.</p>",
      "translations": {
        "es": {
          "title": "Nuestra propuesta",
          "teaser": "Una guía que investiga por usted y explica el porqué.",
          "body": "<p>Dar a los votantes una guía que investiga por ellos: quién se postula, qué hace el cargo, qué postura tiene cada candidato sobre vivienda, trabajo, policía y más, y quién paga su campaña.</p><p>Acompañarla de educación política que explique el porqué: cómo el capitalismo, el racismo y la concentración de la riqueza moldean las luchas que están en su boleta, en formatos que la gente realmente ve.</p>"
        }
      }
    },
    {
      "icon": "wrench",
      "featured": false,
      "title": "Approach",
      "teaser": "Research first, short-form, and open about our values.",
      "body": "<ol><li data-list=\"bullet\">Research first: we read voting records, campaign finance filings and candidate questionnaires, and we link our sources.</li><li data-list=\"bullet\">Made for phones: explainers of a few minutes that you can share in a group chat.</li><li data-list=\"bullet\">Down-ballot focus: the council, assembly and judicial races most guides leave out.</li><li data-list=\"bullet\">Values up front: our analysis comes from a progressive point of view, and we say so.</li><li data-list=\"bullet\">Built with you: if we got something wrong, tell us through our contact form and we will fix it.</li></ol>",
      "translations": {
        "es": {
          "title": "Nuestro enfoque",
          "teaser": "Investigación ante todo, formatos breves y valores a la vista.",
          "body": "<ol><li data-list=\"bullet\">Investigación ante todo: leemos historiales de votaciones, informes de financiamiento de campañas y cuestionarios de candidatos, y enlazamos nuestras fuentes.</li><li data-list=\"bullet\">Pensado para el teléfono: explicaciones de pocos minutos que puede compartir en un chat de grupo.</li><li data-list=\"bullet\">Atención a toda la boleta: las contiendas para el Concejo, la Asamblea y los tribunales que la mayoría de las guías dejan de lado.</li><li data-list=\"bullet\">Valores a la vista: nuestro análisis parte de un punto de vista progresista, y lo decimos.</li><li data-list=\"bullet\">Hecho con usted: si nos equivocamos en algo, díganoslo en nuestro formulario de contacto y lo corregiremos.</li></ol>"
        }
      }
    },
    {
      "icon": "video",
      "featured": false,
      "title": "Midterms 2022",
      "teaser": "Where our video work on elections began.",
      "body": "<p>For the 2022 midterms we made a series of videos on why midterms matter, the races that decided control of Congress and statehouses, and the ballot measures voters faced.</p><p>What we learned there shaped this guide: people want to know not only who is running, but what each office can actually do for them.</p><p><strong>Watch</strong></p><ol><li data-list=\"bullet\"><a href=\"/learningLib\" rel=\"noopener noreferrer\" target=\"_blank\">The Midterms 2022 series in our Video Library</a></li></ol>",
      "translations": {
        "es": {
          "title": "Elecciones intermedias 2022",
          "teaser": "Donde comenzó nuestro trabajo en video sobre las elecciones.",
          "body": "<p>Para las elecciones intermedias de 2022 hicimos una serie de videos sobre por qué importan estas elecciones, las contiendas que decidieron el control del Congreso y de las legislaturas estatales, y las propuestas que los votantes encontraron en la boleta.</p><p>Lo que aprendimos entonces dio forma a esta guía: la gente no solo quiere saber quién se postula, sino qué puede hacer realmente cada cargo por ella.</p><p><strong>Para ver</strong></p><ol><li data-list=\"bullet\"><a href=\"/es/learningLib\" rel=\"noopener noreferrer\" target=\"_blank\">La serie «Elecciones intermedias 2022» en nuestra videoteca</a></li></ol>"
        }
      }
    }
  ]
}
$json$);

INSERT INTO site_content (section, content) VALUES ('voterChecklist', $json$
{
  "tiles": [
    {
      "icon": "calendar-clock",
      "featured": true,
      "title": "Important Dates",
      "teaser": "The deadlines that decide whether you get a ballot.",
      "body": "<p>New York's deadlines follow the same pattern every election. Here they are for the general election on Tuesday, November 4, 2025:</p><ol><li data-list=\"bullet\">Register to vote: your registration must reach the Board of Elections at least 10 days before Election Day (October 25).</li><li data-list=\"bullet\">Early voting: nine days, from the second Saturday before Election Day through the Sunday before (October 25 to November 2).</li><li data-list=\"bullet\">Ask for a mail ballot: your application must arrive at least 10 days before Election Day (October 25). In person, you can apply until the day before the election.</li><li data-list=\"bullet\">Send your mail ballot back: postmarked by Election Day and received within seven days, or drop it off at a poll site in your county by 9 p.m. on Election Day.</li><li data-list=\"bullet\">Election Day: polls are open from 6 a.m. to 9 p.m.</li></ol><p><strong>Official calendars</strong></p><ol><li data-list=\"bullet\"><a href=\"https://elections.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">New York State Board of Elections</a>: Official deadlines, forms and your county board</li><li data-list=\"bullet\"><a href=\"https://vote.nyc/\" rel=\"noopener noreferrer\" target=\"_blank\">NYC Board of Elections</a>: Registration, mail ballots and sample ballots for the five boroughs</li></ol>",
      "translations": {
        "es": {
          "title": "Fechas importantes",
          "teaser": "Los plazos de los que depende que reciba una boleta.",
          "body": "<p>Los plazos de Nueva York siguen el mismo esquema en cada elección. Estos son los de la elección general del martes 4 de noviembre de 2025:</p><ol><li data-list=\"bullet\">Inscribirse para votar: su inscripción debe llegar a la Junta Electoral al menos 10 días antes del Día de las Elecciones (25 de octubre).</li><li data-list=\"bullet\">Votación anticipada: nueve días, desde el segundo sábado antes del Día de las Elecciones hasta el domingo anterior (del 25 de octubre al 2 de noviembre).</li><li data-list=\"bullet\">Pedir una boleta por correo: su solicitud debe llegar al menos 10 días antes del Día de las Elecciones (25 de octubre). En persona, puede solicitarla hasta el día antes de la elección.</li><li data-list=\"bullet\">Devolver su boleta por correo: con matasellos a más tardar del Día de las Elecciones y recibida dentro de los siete días siguientes, o entréguela en un centro de votación de su condado antes de las 9 p. m. del Día de las Elecciones.</li><li data-list=\"bullet\">Día de las Elecciones: los centros de votación abren de 6 a. m. a 9 p. m.</li></ol><p><strong>Calendarios oficiales</strong></p><ol><li data-list=\"bullet\"><a href=\"https://elections.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">Junta Electoral del Estado de Nueva York</a>: Plazos oficiales, formularios y la junta electoral de su condado</li><li data-list=\"bullet\"><a href=\"https://vote.nyc/\" rel=\"noopener noreferrer\" target=\"_blank\">Junta Electoral de la Ciudad de Nueva York</a>: Inscripción, boletas por correo y boletas de muestra para los cinco condados</li></ol>"
        }
      }
    },
    {
      "icon": "id-card",
      "featured": false,
      "title": "Voter ID Requirements",
      "teaser": "Most New Yorkers do not need ID at the polls.",
      "body": "<p>New York does not ask most voters for ID. At your poll site you give your name and address and sign in, and poll workers check your signature.</p><p>The exception: if you registered by mail and your identity couldn't be verified (for example, you didn't give a driver's license number or the last four digits of your Social Security number), you may be asked for ID the first time you vote. Any one of these works:</p><ol><li data-list=\"bullet\">A current and valid photo ID</li><li data-list=\"bullet\">A copy of a current utility bill, bank statement, paycheck or government check</li><li data-list=\"bullet\">Another government document that shows your name and address</li></ol><p>No ID with you? You can still vote by affidavit ballot, and it counts once your registration is confirmed. Don't let anyone turn you away.</p><p><strong>Learn more</strong></p><ol><li data-list=\"bullet\"><a href=\"https://elections.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">New York State Board of Elections</a>: Official deadlines, forms and your county board</li></ol>",
      "translations": {
        "es": {
          "title": "Requisitos de identificación",
          "teaser": "La mayoría de los neoyorquinos no necesita identificación para votar.",
          "body": "<p>Nueva York no pide identificación a la mayoría de los votantes. En su centro de votación usted da su nombre y su dirección y firma, y los trabajadores electorales verifican su firma.</p><p>La excepción: si se inscribió por correo y no se pudo verificar su identidad (por ejemplo, no dio un número de licencia de conducir ni los últimos cuatro dígitos de su número de Seguro Social), es posible que le pidan identificación la primera vez que vote. Sirve cualquiera de estos documentos:</p><ol><li data-list=\"bullet\">Una identificación con foto vigente y válida</li><li data-list=\"bullet\">Una copia de una factura de servicios públicos, un estado de cuenta bancario, un talón de pago o un cheque del gobierno recientes</li><li data-list=\"bullet\">Otro documento del gobierno que muestre su nombre y su dirección</li></ol><p>¿No tiene identificación? Aun así puede votar con una boleta de declaración jurada (affidavit ballot), que cuenta una vez que se confirma su inscripción. No deje que nadie le impida votar.</p><p><strong>Más información</strong></p><ol><li data-list=\"bullet\"><a href=\"https://elections.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">Junta Electoral del Estado de Nueva York</a>: Plazos oficiales, formularios y la junta electoral de su condado</li></ol>"
        }
      }
    },
    {
      "icon": "vote",
      "featured": false,
      "title": "How to Vote",
      "teaser": "Early, on Election Day or by mail.",
      "body": "<p>You have three ways to vote in New York:</p><ol><li data-list=\"bullet\">Early, in person, during the nine days of early voting. In New York City you are assigned one early voting site, which may not be your Election Day site, so check before you go.</li><li data-list=\"bullet\">On Election Day, at your assigned poll site, from 6 a.m. to 9 p.m.</li><li data-list=\"bullet\">By mail: any registered voter can ask for an early mail ballot, no excuse needed. Absentee ballots are there too if you'll be away, ill or caring for someone.</li></ol><p>At the poll site, fill in the oval next to each choice completely and feed the ballot into the scanner yourself. Made a mistake? Ask a poll worker for a new ballot rather than crossing it out. And turn the ballot over: proposals are often on the back.</p><p><strong>Plan your vote</strong></p><ol><li data-list=\"bullet\"><a href=\"https://findmypollsite.vote.nyc/\" rel=\"noopener noreferrer\" target=\"_blank\">Find your poll site</a>: Early voting and Election Day sites in NYC</li><li data-list=\"bullet\"><a href=\"https://vote.nyc/\" rel=\"noopener noreferrer\" target=\"_blank\">NYC Board of Elections</a>: Registration, mail ballots and sample ballots for the five boroughs</li></ol>",
      "translations": {
        "es": {
          "title": "Formas de votar",
          "teaser": "Por anticipado, el Día de las Elecciones o por correo.",
          "body": "<p>En Nueva York tiene tres maneras de votar:</p><ol><li data-list=\"bullet\">Por anticipado, en persona, durante los nueve días de votación anticipada. En la ciudad de Nueva York se le asigna un centro de votación anticipada, que puede no ser el mismo del Día de las Elecciones: verifíquelo antes de ir.</li><li data-list=\"bullet\">El Día de las Elecciones, en el centro de votación que le corresponde, de 6 a. m. a 9 p. m.</li><li data-list=\"bullet\">Por correo: cualquier votante inscrito puede pedir una boleta de votación anticipada por correo, sin necesidad de justificarlo. También existe la boleta de voto en ausencia si va a estar de viaje, enfermo o cuidando a alguien.</li></ol><p>En el centro de votación, rellene por completo el óvalo junto a cada opción e introduzca usted mismo la boleta en el escáner. ¿Se equivocó? Pida una boleta nueva a un trabajador electoral en lugar de tachar. Y dele la vuelta a la boleta: las propuestas suelen estar al reverso.</p><p><strong>Planifique su voto</strong></p><ol><li data-list=\"bullet\"><a href=\"https://findmypollsite.vote.nyc/\" rel=\"noopener noreferrer\" target=\"_blank\">Encuentre su centro de votación</a>: Centros de votación anticipada y del Día de las Elecciones en la ciudad de Nueva York</li><li data-list=\"bullet\"><a href=\"https://vote.nyc/\" rel=\"noopener noreferrer\" target=\"_blank\">Junta Electoral de la Ciudad de Nueva York</a>: Inscripción, boletas por correo y boletas de muestra para los cinco condados</li></ol>"
        }
      }
    },
    {
      "icon": "package",
      "featured": false,
      "title": "Recently Moved?",
      "teaser": "Your poll site follows your address. Update it.",
      "body": "<p>Where you vote depends on where you live, so update your registration every time you move, at least 10 days before Election Day.</p><ol><li data-list=\"bullet\">Moved within New York State? Change your address online through the DMV if you have a New York driver's license, learner permit or non-driver ID, or send a new registration form to your county board of elections.</li><li data-list=\"bullet\">Moved to New York from another state? Register here as a new voter: your old registration doesn't carry over.</li><li data-list=\"bullet\">Moved within the state and missed the deadline? You can still vote by affidavit ballot at the poll site for your new address.</li></ol><p><strong>Update your registration</strong></p><ol><li data-list=\"bullet\"><a href=\"https://elections.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">New York State Board of Elections</a>: Official deadlines, forms and your county board</li><li data-list=\"bullet\"><a href=\"https://dmv.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">New York State DMV</a>: Online address change for DMV customers</li><li data-list=\"bullet\"><a href=\"https://voterlookup.elections.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">Check your registration</a>: Your status, party and poll site</li></ol>",
      "translations": {
        "es": {
          "title": "¿Se mudó hace poco?",
          "teaser": "Su centro de votación depende de su dirección. Actualícela.",
          "body": "<p>Dónde vota depende de dónde vive, así que actualice su inscripción cada vez que se mude, al menos 10 días antes del Día de las Elecciones.</p><ol><li data-list=\"bullet\">¿Se mudó dentro del estado de Nueva York? Cambie su dirección en línea a través del DMV si tiene licencia de conducir, permiso de aprendizaje o identificación de no conductor de Nueva York, o envíe un nuevo formulario de inscripción a la junta electoral de su condado.</li><li data-list=\"bullet\">¿Se mudó a Nueva York desde otro estado? Inscríbase aquí como votante nuevo: su inscripción anterior no se traslada.</li><li data-list=\"bullet\">¿Se mudó dentro del estado y se le pasó el plazo? Aun así puede votar con una boleta de declaración jurada (affidavit ballot) en el centro de votación de su nueva dirección.</li></ol><p><strong>Actualice su inscripción</strong></p><ol><li data-list=\"bullet\"><a href=\"https://elections.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">Junta Electoral del Estado de Nueva York</a>: Plazos oficiales, formularios y la junta electoral de su condado</li><li data-list=\"bullet\"><a href=\"https://dmv.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">DMV del Estado de Nueva York</a>: Cambio de dirección en línea para clientes del DMV</li><li data-list=\"bullet\"><a href=\"https://voterlookup.elections.ny.gov/\" rel=\"noopener noreferrer\" target=\"_blank\">Verifique su inscripción</a>: Su estado, su partido y su centro de votación</li></ol>"
        }
      }
    },
    {
      "icon": "list-ordered",
      "featured": false,
      "title": "Ranked Choice Voting",
      "teaser": "How NYC primaries count your ranked choices.",
      "body": "<p>New York City uses ranked choice voting in primary and special elections for Mayor, Public Advocate, Comptroller, Borough President and City Council. General elections, like November's, and state and federal races still ask for a single choice.</p><ol><li data-list=\"bullet\">Rank up to five candidates in order of preference. Ranking just one is fine too.</li><li data-list=\"bullet\">If a candidate is the first choice of more than half the voters, they win.</li><li data-list=\"bullet\">If not, the last-place candidate is eliminated and their voters' ballots go to each voter's next choice. This repeats until two candidates are left, and the one with more votes wins.</li><li data-list=\"bullet\">Ranking more candidates never hurts your first choice.</li><li data-list=\"bullet\">Fill in only one oval per column, and rank each candidate only once.</li></ol><p><strong>Learn more</strong></p><ol><li data-list=\"bullet\"><a href=\"https://www.nycvotes.org/\" rel=\"noopener noreferrer\" target=\"_blank\">NYC Votes</a>: The city Campaign Finance Board's voter guide</li><li data-list=\"bullet\"><a href=\"https://vote.nyc/\" rel=\"noopener noreferrer\" target=\"_blank\">NYC Board of Elections</a>: Registration, mail ballots and sample ballots for the five boroughs</li></ol>",
      "translations": {
        "es": {
          "title": "Votación por orden de preferencia",
          "teaser": "Cómo cuentan sus preferencias las elecciones primarias de la ciudad de Nueva York.",
          "body": "<p>La ciudad de Nueva York usa la votación por orden de preferencia en las elecciones primarias y especiales para alcalde, defensor público, contralor, presidente del condado y Concejo Municipal. En las elecciones generales, como la de noviembre, y en las contiendas estatales y federales se sigue eligiendo una sola opción.</p><ol><li data-list=\"bullet\">Ordene hasta cinco candidatos según su preferencia. También puede marcar uno solo.</li><li data-list=\"bullet\">Si un candidato es la primera opción de más de la mitad de los votantes, gana.</li><li data-list=\"bullet\">Si no, se elimina al candidato en último lugar y las boletas de quienes lo votaron pasan a la siguiente opción de cada votante. Esto se repite hasta que quedan dos candidatos, y gana el que tiene más votos.</li><li data-list=\"bullet\">Ordenar más candidatos nunca perjudica a su primera opción.</li><li data-list=\"bullet\">Rellene un solo óvalo por columna y marque a cada candidato una sola vez.</li></ol><p><strong>Más información</strong></p><ol><li data-list=\"bullet\"><a href=\"https://www.nycvotes.org/\" rel=\"noopener noreferrer\" target=\"_blank\">NYC Votes</a>: La guía para votantes de la Junta de Financiamiento de Campañas de la ciudad</li><li data-list=\"bullet\"><a href=\"https://vote.nyc/\" rel=\"noopener noreferrer\" target=\"_blank\">Junta Electoral de la Ciudad de Nueva York</a>: Inscripción, boletas por correo y boletas de muestra para los cinco condados</li></ol>"
        }
      }
    },
    {
      "icon": "shield-user",
      "featured": false,
      "title": "Voter Rights",
      "teaser": "What you are entitled to, and who to call if something goes wrong.",
      "body": "<ol><li data-list=\"bullet\">In line when the polls close? Stay in line: you have the right to vote.</li><li data-list=\"bullet\">Your name isn't on the list? Ask for an affidavit ballot. You cannot be turned away.</li><li data-list=\"bullet\">If you don't have enough time outside work, you can take up to two hours of paid time off to vote. Tell your employer two to ten working days before Election Day.</li><li data-list=\"bullet\">You can bring someone to help you vote, as long as it is not your employer or union representative.</li><li data-list=\"bullet\">A past felony conviction does not stop you from voting once you are out of prison, including on parole. If your registration was canceled, register again.</li><li data-list=\"bullet\">Interpreters are available at many New York City poll sites, and city ballots come in several languages.</li><li data-list=\"bullet\">No one may campaign within 100 feet of a poll site entrance.</li></ol><p><strong>Get help</strong></p><ol><li data-list=\"bullet\"><a href=\"tel:+18666878683\" rel=\"noopener noreferrer\" target=\"_blank\">Election Protection hotline: 866-OUR-VOTE (866-687-8683)</a>: Call if anyone tries to stop you from voting</li><li data-list=\"bullet\"><a href=\"https://www.nyc.gov/site/civicengagement/index.page\" rel=\"noopener noreferrer\" target=\"_blank\">NYC Civic Engagement Commission</a>: Interpreters at poll sites</li><li data-list=\"bullet\"><a href=\"https://www.aclu.org/know-your-rights/voting-rights\" rel=\"noopener noreferrer\" target=\"_blank\">ACLU: Know your voting rights</a></li></ol>",
      "translations": {
        "es": {
          "title": "Sus derechos como votante",
          "teaser": "A qué tiene derecho, y a quién llamar si algo sale mal.",
          "body": "<ol><li data-list=\"bullet\">¿Está en la fila cuando cierran los centros de votación? Quédese en la fila: tiene derecho a votar.</li><li data-list=\"bullet\">¿Su nombre no está en la lista? Pida una boleta de declaración jurada (affidavit ballot). No pueden impedirle votar.</li><li data-list=\"bullet\">Si fuera del trabajo no tiene tiempo suficiente, puede tomarse hasta dos horas pagadas para votar. Avísele a su empleador entre dos y diez días laborables antes del Día de las Elecciones.</li><li data-list=\"bullet\">Puede ir con alguien que le ayude a votar, siempre que no sea su empleador ni su representante sindical.</li><li data-list=\"bullet\">Una condena anterior por un delito grave no le impide votar una vez que sale de prisión, incluso en libertad condicional. Si se canceló su inscripción, inscríbase de nuevo.</li><li data-list=\"bullet\">En muchos centros de votación de la ciudad de Nueva York hay intérpretes, y las boletas de la ciudad vienen en varios idiomas.</li><li data-list=\"bullet\">Nadie puede hacer campaña a menos de 100 pies (unos 30 metros) de la entrada de un centro de votación.</li></ol><p><strong>Pida ayuda</strong></p><ol><li data-list=\"bullet\"><a href=\"tel:+18666878683\" rel=\"noopener noreferrer\" target=\"_blank\">Línea de ayuda de Election Protection: 866-OUR-VOTE (866-687-8683)</a>: Llame si alguien intenta impedirle votar</li><li data-list=\"bullet\"><a href=\"https://www.nyc.gov/site/civicengagement/index.page\" rel=\"noopener noreferrer\" target=\"_blank\">Comisión de Participación Cívica de la Ciudad de Nueva York</a>: Intérpretes en los centros de votación</li><li data-list=\"bullet\"><a href=\"https://www.aclu.org/know-your-rights/voting-rights\" rel=\"noopener noreferrer\" target=\"_blank\">ACLU: conozca sus derechos como votante</a></li></ol>"
        }
      }
    }
  ]
}
$json$);
