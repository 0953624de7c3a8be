import { describe, expect, it } from 'vitest';
import { parseUnList } from './un-list.service';

// A file in the published format of the UN Security Council Consolidated List.
const LIST = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://scsanctions.un.org/resources/xml/sc-sanctions.xsd" dateGenerated="2026-11-20T10:15:02.123-05:00">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6908001</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>JUAN</FIRST_NAME>
      <SECOND_NAME>DE LA</SECOND_NAME>
      <THIRD_NAME>CRUZ</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.901</REFERENCE_NUMBER>
      <LISTED_ON>2019-05-14</LISTED_ON>
      <COMMENTS1>Test entry.</COMMENTS1>
      <NATIONALITY><VALUE>Philippines</VALUE></NATIONALITY>
      <LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Abu Juan; Johnny Cruz</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>Jun</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1980-03-15</DATE></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1981</FROM_YEAR><TO_YEAR>1982</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908002</DATAID>
      <FIRST_NAME>MOHAMMED</FIRST_NAME>
      <SECOND_NAME>ABDULLAH</SECOND_NAME>
      <REFERENCE_NUMBER>QDi.902</REFERENCE_NUMBER>
      <LISTED_ON>2020-01-02</LISTED_ON>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE><YEAR>1975</YEAR></INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>6908100</DATAID>
      <FIRST_NAME>SAMPLE RELIEF FOUNDATION</FIRST_NAME>
      <REFERENCE_NUMBER>QDe.950</REFERENCE_NUMBER>
      <LISTED_ON>2021-07-30</LISTED_ON>
      <ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>SRF</ALIAS_NAME></ENTITY_ALIAS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>`;

describe('parseUnList', () => {
  it('reads every individual and entity with names, aliases, dates of birth and the version', () => {
    expect(parseUnList(LIST)).toEqual({
      ok: true,
      list: {
        version: '2026-11-20T10:15:02.123-05:00',
        designations: [
          { reference: 'QDi.901', kind: 'individual', name: 'JUAN DE LA CRUZ', aliases: ['Abu Juan', 'Johnny Cruz'], birthDates: ['1980-03-15', '1981', '1982'], listedOn: '2019-05-14' },
          { reference: 'QDi.902', kind: 'individual', name: 'MOHAMMED ABDULLAH', aliases: [], birthDates: ['1975'], listedOn: '2020-01-02' },
          { reference: 'QDe.950', kind: 'entity', name: 'SAMPLE RELIEF FOUNDATION', aliases: ['SRF'], birthDates: [], listedOn: '2021-07-30' },
        ],
      },
    });
  });

  it('reads a list with one entry and no entities', () => {
    const one = `<CONSOLIDATED_LIST dateGenerated="2026-01-01"><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>ANA</FIRST_NAME><SECOND_NAME>REYES</SECOND_NAME><REFERENCE_NUMBER>X.1</REFERENCE_NUMBER></INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;
    expect(parseUnList(one)).toEqual({ ok: true, list: { version: '2026-01-01', designations: [{ reference: 'X.1', kind: 'individual', name: 'ANA REYES', aliases: [], birthDates: [], listedOn: null }] } });
  });

  it('refuses whole what is not the list: broken XML, another document, no version, an entry without a name', () => {
    expect(parseUnList('<CONSOLIDATED_LIST dateGenerated="x"><INDIVIDUALS>')).toEqual({ ok: false, problem: 'not_xml' });
    expect(parseUnList('<sdnList><sdnEntry/></sdnList>')).toEqual({ ok: false, problem: 'not_un_list' });
    expect(parseUnList('<CONSOLIDATED_LIST><INDIVIDUALS/></CONSOLIDATED_LIST>')).toEqual({ ok: false, problem: 'no_version' });
    expect(parseUnList('<CONSOLIDATED_LIST dateGenerated="2026-01-01"><INDIVIDUALS><INDIVIDUAL><REFERENCE_NUMBER>X.2</REFERENCE_NUMBER></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>')).toEqual({ ok: false, problem: 'entry_without_name' });
  });

  it('does not expand entities a file declares', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE CONSOLIDATED_LIST [<!ENTITY a "AAAAAAAAAA"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><CONSOLIDATED_LIST dateGenerated="2026-01-01"><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>&b;</FIRST_NAME><REFERENCE_NUMBER>X.3</REFERENCE_NUMBER></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>`;
    const parsed = parseUnList(bomb);
    expect(parsed.ok && parsed.list.designations[0]?.name).toBe('&b;');
  });
});
