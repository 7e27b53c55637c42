/** The VIP room's disclaimer (contract): shown in the room, its threads and the rules. */
export const VIP_DISCLAIMER = 'As conversas da comunidade não são recomendação de investimento. A equipe π Boost não dá conselhos financeiros individuais.';
