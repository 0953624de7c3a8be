import { describe, expect, it } from 'vitest';
import { ComplaintFilingSchema, ComplaintStaffActionSchema } from './complaint-schemas';
import { errorsOf, outputOf } from './test-helpers';

describe('ComplaintFilingSchema', () => {
  it('takes a category, a trimmed description and up to 2 upload URLs', () => {
    expect(outputOf(ComplaintFilingSchema, { category: 'payment_not_credited', description: '  Paid on 3 March, not credited ' })).toEqual({
      category: 'payment_not_credited',
      description: 'Paid on 3 March, not credited',
      uploadURLs: [],
    });
    expect(outputOf(ComplaintFilingSchema, { category: 'other', description: 'x', uploadURLs: ['/api/objects/upload/a', '/api/objects/upload/b'] }).uploadURLs).toHaveLength(2);
  });

  it('refuses an empty or too long description, an unknown category and a third image', () => {
    expect(errorsOf(ComplaintFilingSchema, { category: 'rude', description: '   ' })).toEqual({
      category: ['Please choose what your complaint is about'],
      description: ['Please describe what happened'],
    });
    expect(errorsOf(ComplaintFilingSchema, { category: 'other', description: 'x'.repeat(2001) })).toEqual({
      description: ['Please keep the description to at most 2,000 characters'],
    });
    expect(errorsOf(ComplaintFilingSchema, { category: 'other', description: 'x', uploadURLs: ['a', 'b', 'c'] })).toEqual({
      uploadURLs: ['You can attach at most 2 images'],
    });
  });
});

describe('ComplaintStaffActionSchema', () => {
  it('takes an assignment with or without an assignee, and replies, resolutions and escalations with a message', () => {
    expect(outputOf(ComplaintStaffActionSchema, { action: 'assign' })).toEqual({ action: 'assign' });
    expect(outputOf(ComplaintStaffActionSchema, { action: 'assign', assigneeId: 4 })).toEqual({ action: 'assign', assigneeId: 4 });
    expect(outputOf(ComplaintStaffActionSchema, { action: 'resolve', message: ' Refunded ' })).toEqual({ action: 'resolve', message: 'Refunded' });
  });

  it('refuses an unknown action and a step without its message', () => {
    expect(errorsOf(ComplaintStaffActionSchema, { action: 'close', message: 'x' })).toEqual({ action: ["Action must be 'assign', 'reply', 'resolve' or 'escalate'"] });
    expect(errorsOf(ComplaintStaffActionSchema, { action: 'reply', message: '' })).toEqual({ message: ['Please write a message'] });
    expect(errorsOf(ComplaintStaffActionSchema, { action: 'escalate' })).toEqual({ message: ['Please write a message'] });
  });
});
